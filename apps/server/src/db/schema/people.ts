import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * The company's customer base, as its ERP knows it. A row here is not a login: sign-up matches the
 * e-mail and CPF/CNPJ typed by a person against this table (product rule §3). The finance
 * tables hang contracts and units on `customers.id`, which is also the `customer_id` of the access token.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's own id (decision 026): the key of idempotent imports; null for rows made here (the demo). */
    externalId: text('external_id'),
    name: text('name').notNull(),
    /** `individual` (CPF) or `company` (CNPJ). */
    personType: text('person_type', { enum: ['individual', 'company'] }).notNull(),
    /** Digits only. */
    cpf: text('cpf'),
    /** Digits (or upper-case letters, for the alphanumeric CNPJ) only. */
    cnpj: text('cnpj'),
    /** Always stored lower-case, so equality is case-insensitive. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('customers_cpf_key').on(t.cpf),
    uniqueIndex('customers_cnpj_key').on(t.cnpj),
    uniqueIndex('customers_external_id_key').on(t.externalId),
    index('customers_email_idx').on(t.email),
    index('customers_name_idx').on(t.name),
    check(
      'customers_one_document',
      sql`(${t.personType} = 'individual' and ${t.cpf} is not null and ${t.cnpj} is null) or (${t.personType} = 'company' and ${t.cnpj} is not null and ${t.cpf} is null)`,
    ),
  ],
);

/**
 * Logins. A customer's account points at its row in the base; an administrator has no customer row
 * (its token carries `customer_id = -accounts.id`, below 0 as spec section 3 says).
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id').references(() => customers.id),
    type: text('type', { enum: ['user', 'admin'] }).notNull(),
    /** Lower-case. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status', { enum: ['pending', 'active'] }).notNull(),
    createdAt: createdAt(),
    activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
    /** A staff member's name (docs/decisions/051-staff-accounts.md); null for customers and reads 'Administrador'. */
    name: text('name'),
    /** Set while a staff account is deactivated: its login and every call are refused. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_customer_id_key').on(t.customerId),
    check(
      'accounts_type_customer',
      sql`(${t.type} = 'admin' and ${t.customerId} is null) or (${t.type} = 'user' and ${t.customerId} is not null)`,
    ),
  ],
);

/** Single-use links sent by e-mail (activation, password reset, staff invitation); only a SHA-256 of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    purpose: text('purpose', { enum: ['activation', 'reset', 'invitation'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_account_idx').on(t.accountId),
  ],
);
