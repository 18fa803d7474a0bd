import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './people';

/**
 * What happened to staff accounts (docs/decisions/051-staff-accounts.md): who invited, created,
 * deactivated or reactivated whom, and when. A null actor is the command line (`admin:create`).
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    targetAccountId: integer('target_account_id')
      .notNull()
      .references(() => accounts.id),
    /** `created`, `invited`, `deactivated`, `reactivated`. */
    action: text('action', { enum: ['created', 'invited', 'deactivated', 'reactivated'] }).notNull(),
  },
  (t) => [index('staff_audit_occurred_idx').on(t.occurredAt)],
);

/**
 * What the staff did to a customer's access (docs/product/rules.md, "Acesso do cliente"): sent the
 * activation e-mail again, blocked or unblocked it. The target is the customer's login (an action needs
 * one); the blocked state itself is `accounts.deactivated_at`.
 */
export const customerAccessAudit = pgTable(
  'customer_access_audit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull(),
    actorAccountId: integer('actor_account_id').references(() => accounts.id),
    targetAccountId: integer('target_account_id')
      .notNull()
      .references(() => accounts.id),
    /** `activation-resent`, `blocked`, `unblocked`. */
    action: text('action', { enum: ['activation-resent', 'blocked', 'unblocked'] }).notNull(),
  },
  (t) => [index('customer_access_audit_target_idx').on(t.targetAccountId, t.occurredAt)],
);
