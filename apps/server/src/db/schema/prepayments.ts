import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { contracts, installments } from './finance';
import { accounts, customers } from './people';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * An anticipation ('Antecipar parcelas', product rule §8): installments of one contract paid ahead on a
 * chosen date, for the total the server computed when it was issued. `kind` 'slip' is our own boleto and
 * PIX for the total; 'request' was sent to the finance team (the company's slips come from its ERP).
 * Its status is not stored: it is derived from the payment date against today and from the receipts of
 * its installments (resources/prepayments/queries.ts).
 */
export const prepayments = pgTable(
  'prepayments',
  {
    // By default, not always: the id is taken first, since a slip's nosso número is made from it.
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind', { enum: ['slip', 'request'] }).notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** Who issued it: the customer's login. Null once that login is gone. */
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    totalValueCents: cents('total_value_cents').notNull(),
    totalDiscountCents: cents('total_discount_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    /** A slip's nosso número, digitable line and PIX code; null for a request. */
    nossoNumero: text('nosso_numero'),
    digitableLine: text('digitable_line'),
    pixCode: text('pix_code'),
    createdAt: at('created_at').notNull(),
    /** When finance marked the request 'Concluída', and who; null otherwise. */
    completedAt: at('completed_at'),
    completedBy: integer('completed_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('prepayments_contract_idx').on(t.contractId),
    index('prepayments_created_idx').on(t.createdAt),
    check('prepayments_total_positive', sql`${t.totalCents} > 0`),
    check(
      'prepayments_slip_fields',
      sql`(${t.kind} = 'slip') = (${t.nossoNumero} is not null and ${t.digitableLine} is not null)`,
    ),
  ],
);

/** One installment of an anticipation, with the money fixed when it was issued. */
export const prepaymentInstallments = pgTable(
  'prepayment_installments',
  {
    prepaymentId: integer('prepayment_id')
      .notNull()
      .references(() => prepayments.id, { onDelete: 'cascade' }),
    installmentId: integer('installment_id')
      .notNull()
      .references(() => installments.id),
    number: smallint('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    valueCents: cents('value_cents').notNull(),
    presentValueCents: cents('present_value_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.prepaymentId, t.installmentId] }),
    // Is this installment held by an anticipation in progress? (the statement, and every issue)
    index('prepayment_installments_installment_idx').on(t.installmentId),
  ],
);
