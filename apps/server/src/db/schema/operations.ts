import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every login attempt, successful or not (the 'Login por cliente' and 'Falhas no login' reports). */
export const loginAudit = pgTable(
  'login_audit',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: at('occurred_at').notNull(),
    ip: text('ip'),
    /** The public IP the client declared in the login header: its own claim, never `ip` (decision 019). */
    declaredIp: text('declared_ip'),
    /** As typed (lower-case), also when no account has it. */
    email: text('email').notNull(),
    accountId: integer('account_id').references(() => accounts.id),
    customerName: text('customer_name'),
    type: text('type').notNull().default('Login'),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [
    index('login_audit_occurred_idx').on(t.occurredAt),
    index('login_audit_email_idx').on(t.email),
    // A staff member's last login (the 'Equipe' page, docs/decisions/051-staff-accounts.md).
    index('login_audit_account_occurred_idx').on(t.accountId, t.occurredAt),
  ],
);

/**
 * Attempt counters shared by every server instance. Updated by one atomic upsert per attempt, so
 * parallel requests cannot all read "not blocked" before any of them counts (security/rate-limiter.ts).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: at('window_started_at').notNull(),
  nextAllowedAt: at('next_allowed_at').notNull(),
});

/** Messages kept for the development mailbox (`/dev/mail`) when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    createdAt: at('created_at').notNull(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** `activation`, `reset`, `ticket`, ... (what produced it). */
    kind: text('kind').notNull(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/** Support tickets ('Suporte' screen); e-mail and name are the caller's, never the body's. */
export const tickets = pgTable(
  'tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    message: text('message').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('tickets_account_idx').on(t.accountId)],
);

/**
 * Seed steps already applied to this database, like migrations for data: the demo data is written
 * once, on the first start, and a later step (enterprises and finance) is added by name.
 */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: at('applied_at').notNull(),
});
