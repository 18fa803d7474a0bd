import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, enterprises } from './enterprises';
import { storedFiles } from './files';
import { customers } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/** A sales contract (bill receivable, "título"): its id is the `bill_id` / `numberTitle` of the API. */
export const contracts = pgTable(
  'contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's own id (decision 026): the key of idempotent imports; null for rows made here (the demo). */
    externalId: text('external_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    /** 'Título/DOC' of the statement screen, e.g. `CT.2023/00412`. */
    document: text('document').notNull(),
    contractDate: date('contract_date', { mode: 'string' }).notNull(),
    monetaryUnit: text('monetary_unit').notNull().default('REAL'),
    /** Correction index of the installments (INCC-M before the keys, IPCA after). */
    correctionIndex: text('correction_index').notNull(),
    /**
     * The contract's interest, a decimal fraction per month (`0.01` is 1 % a.m.); 0 when there is none,
     * e.g. before the keys, when only the correction applies. Paying ahead discounts at it (product rule §8).
     */
    interestMonthlyRate: numeric('interest_monthly_rate', { precision: 9, scale: 8, mode: 'number' })
      .notNull()
      .default(0),
    /** False when the contract does not allow paying installments ahead (product rule §8). */
    prepaymentAllowed: boolean('prepayment_allowed').notNull().default(true),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('contracts_customer_idx').on(t.customerId),
    uniqueIndex('contracts_external_id_key').on(t.externalId),
    check(
      'contracts_interest_monthly_rate_range',
      sql`${t.interestMonthlyRate} >= 0 and ${t.interestMonthlyRate} < 1`,
    ),
  ],
);

/** A unit (apartment, office, lot); `contractId` is null while unsold. */
export const units = pgTable(
  'units',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's own id (decision 026): the key of idempotent imports; null for rows made here (the demo). */
    externalId: text('external_id'),
    enterpriseId: integer('enterprise_id')
      .notNull()
      .references(() => enterprises.id),
    contractId: integer('contract_id').references(() => contracts.id),
    name: text('name').notNull(),
    /**
     * The day the keys were handed over ('entrega das chaves'): the start of every warranty of
     * 'Assistência técnica' (product rule §9). Null until delivered; set by the import, the spreadsheet,
     * the Sienge mapping or the demo seed.
     */
    handoverDate: date('handover_date', { mode: 'string' }),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    index('units_contract_idx').on(t.contractId),
    index('units_enterprise_idx').on(t.enterpriseId),
    uniqueIndex('units_external_id_key').on(t.externalId),
  ],
);

/**
 * One monthly installment. The status is not stored: it is derived in SQL from the receipt and the
 * due date against "today" (resources/finance/contracts/queries.ts), so it is never stale.
 */
export const installments = pgTable(
  'installments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ERP's own id (decision 026): the key of idempotent imports; null for rows made here (the demo). */
    externalId: text('external_id'),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    number: smallint('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    originalCents: cents('original_cents').notNull(),
    /** Original value corrected by the contract's index up to the due month. */
    adjustedCents: cents('adjusted_cents').notNull(),
    receiptDate: date('receipt_date', { mode: 'string' }),
    receiptCents: cents('receipt_cents'),
    receiptNetCents: cents('receipt_net_cents'),
    /** Written by the demo seed (docs/decisions/047-demo-data-only-when-asked.md): re-anchored, removable. */
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [
    uniqueIndex('installments_contract_number_key').on(t.contractId, t.number),
    uniqueIndex('installments_external_id_key').on(t.externalId),
    // A contract's installments in a due-date window (`user_debits_info`): one index range per contract.
    // A due-date index alone made that probe walk every installment of every contract in the window.
    index('installments_contract_due_idx').on(t.contractId, t.dueDate),
    check('installments_money_positive', sql`${t.originalCents} > 0 and ${t.adjustedCents} > 0`),
  ],
);

/** A proof of payment sent by a customer; a repeated `Idempotency-Key` finds this row again. */
export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    installmentId: integer('installment_id')
      .notNull()
      .references(() => installments.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    idempotencyKey: text('idempotency_key'),
    message: text('message').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('payment_proofs_idempotency_key').on(t.customerId, t.idempotencyKey),
    index('payment_proofs_installment_idx').on(t.installmentId),
  ],
);

/**
 * Every slip the server issued (the 'Boletos gerados' report): an installment's, or an anticipation's
 * for the total of its installments (product rule §8); exactly one of the two ids is set.
 */
export const generatedSlips = pgTable(
  'generated_slips',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    installmentId: integer('installment_id').references(() => installments.id),
    /** The anticipation (db/schema/prepayments.ts) whose slip it is; its foreign key is in migration 0017. */
    prepaymentId: integer('prepayment_id'),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The PDF; null once housekeeping deleted it after its link expired (the record stays for the report). */
    fileId: integer('file_id').references(() => storedFiles.id),
    nossoNumero: text('nosso_numero').notNull(),
    digitableLine: text('digitable_line').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('generated_slips_created_idx').on(t.createdAt),
    index('generated_slips_contract_idx').on(t.contractId),
  ],
);

/** Every statement PDF the server produced (the 'Extratos gerados' report). */
export const generatedStatements = pgTable(
  'generated_statements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The PDF; null once housekeeping deleted it after its link expired (the record stays for the report). */
    fileId: integer('file_id').references(() => storedFiles.id),
    paidCents: cents('paid_cents').notNull(),
    dueCents: cents('due_cents').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('generated_statements_created_idx').on(t.createdAt)],
);

/**
 * The month the demo finance data is anchored to. On each start the seeded dates move forward by
 * the months elapsed, so every demo customer keeps a payable installment in the current month.
 */
export const demoAnchor = pgTable('demo_anchor', {
  id: smallint('id').primaryKey(),
  /** First day of the anchored month, ISO. */
  month: date('month', { mode: 'string' }).notNull(),
});
