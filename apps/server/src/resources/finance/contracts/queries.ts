import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { companies, enterprises } from '../../../db/schema/enterprises';
import { contracts, installments } from '../../../db/schema/finance';
import type { Caller } from '../../../security/caller';

/**
 * Whose contracts a read names: the caller's own customer, or — the admin's client page, which shows a
 * customer's anticipation quote (product rule §8) — the customer the administrator opened.
 */
export type ContractOwner = Pick<Caller, 'customerId'>;

/**
 * "This contract belongs to the caller", the one condition every customer document reads through: the
 * caller's contracts (`billId` given: that one only). Another customer's contract matches nothing, the
 * same as one that does not exist, so bill numbers cannot be probed; administrators (customer id below
 * 0) hold none.
 */
export function callerContracts(caller: ContractOwner, billId?: number): SQL {
  const owned = eq(contracts.customerId, caller.customerId);
  return billId === undefined ? owned : (and(eq(contracts.id, billId), owned) as SQL);
}

/** The caller's contract `billId` with what the documents need about it, or undefined. */
export async function selectOwnedContract(db: Db, caller: Caller, billId: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      customerId: contracts.customerId,
      companyId: contracts.companyId,
      enterpriseId: contracts.enterpriseId,
      document: contracts.document,
      contractDate: contracts.contractDate,
      monetaryUnit: contracts.monetaryUnit,
    })
    .from(contracts)
    .where(callerContracts(caller, billId));
  return row;
}

/**
 * The caller's contract `billId` with its company and enterprise, in one query that is also the
 * ownership check; undefined when it is not the caller's.
 */
export async function selectDocumentContract(db: Db, caller: ContractOwner, billId: number) {
  const [row] = await db
    .select({
      id: contracts.id,
      customerId: contracts.customerId,
      document: contracts.document,
      contractDate: contracts.contractDate,
      monetaryUnit: contracts.monetaryUnit,
      enterpriseName: enterprises.name,
      terms: {
        monthlyRate: contracts.interestMonthlyRate,
        prepaymentAllowed: contracts.prepaymentAllowed,
        correctionIndex: contracts.correctionIndex,
      },
      company: {
        name: companies.name,
        cnpj: companies.cnpj,
        address: companies.address,
        city: companies.city,
        bankCode: companies.bankCode,
        agency: companies.agency,
        account: companies.account,
        convenio: companies.convenio,
        carteira: companies.carteira,
        pixKey: companies.pixKey,
      },
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(callerContracts(caller, billId));
  return row;
}

/**
 * Status of an installment, derived in SQL against `today` (an ISO date): paid once a receipt exists;
 * overdue ('due', Vencido) when unpaid and its month is over; otherwise open ('payable', A pagar).
 * An installment stays payable through its own month, which is when the portal offers its slip
 * (spec section 4, newest slip) — see docs/decisions (installment status).
 */
export function statusSql(today: string): SQL<'paid' | 'due' | 'payable'> {
  return sql<
    'paid' | 'due' | 'payable'
  >`case when ${installments.receiptDate} is not null then 'paid' when ${installments.dueDate} < date_trunc('month', ${today}::date)::date then 'due' else 'payable' end`;
}

/** Whole months between the due month and the current month (0 in the due month). */
function monthsLate(today: string): SQL<number> {
  return sql<number>`((extract(year from ${today}::date) * 12 + extract(month from ${today}::date)) - (extract(year from ${installments.dueDate}) * 12 + extract(month from ${installments.dueDate})))::int`;
}

/**
 * What is still owed, in cents: nothing once paid; the adjusted value while payable; overdue adds the
 * contract's 2 % fine and 1 % interest per month late.
 */
export function currentBalanceSql(today: string): SQL<number> {
  const adjusted = installments.adjustedCents;
  return sql<number>`(case when ${installments.receiptDate} is not null then 0 when ${installments.dueDate} < date_trunc('month', ${today}::date)::date then ${adjusted} + round(${adjusted} * 0.02) + round(${adjusted} * 0.01 * ${monthsLate(today)}) else ${adjusted} end)::bigint`;
}

/**
 * The current month for the raw SQL text below: its first day (a date) and its index (year × 12 +
 * month), each an uncorrelated sub-select of `today` (an SQL expression of type date, a parameter), so
 * PostgreSQL computes it once per call (an InitPlan) instead of on every installment.
 */
export interface MonthSql {
  readonly start: string;
  readonly index: string;
}

/** The month of `today` (see `MonthSql`). */
export function monthOf(today: string): MonthSql {
  return {
    start: `(select date_trunc('month', ${today})::date)`,
    index: `(select (extract(year from ${today}) * 12 + extract(month from ${today}))::int)`,
  };
}

/**
 * `statusSql` as raw SQL text, for the named statements of statements/queries.ts: `row` is the alias of
 * `installments`. Keep the two in step.
 */
export function statusText(row: string, month: MonthSql): string {
  return `case when ${row}.receipt_date is not null then 'paid' when ${row}.due_date < ${month.start} then 'due' else 'payable' end`;
}

/** `currentBalanceSql` as raw SQL text (see `statusText`). Keep the two in step. */
export function currentBalanceText(row: string, month: MonthSql): string {
  const adjusted = `${row}.adjusted_cents`;
  const monthsLate = `(${month.index} - (extract(year from ${row}.due_date) * 12 + extract(month from ${row}.due_date))::int)`;
  return `(case when ${row}.receipt_date is not null then 0 when ${row}.due_date < ${month.start} then ${adjusted} + round(${adjusted} * 0.02) + round(${adjusted} * 0.01 * ${monthsLate}) else ${adjusted} end)::bigint`;
}

/** A contract's prepayment terms and correction index (product rule §8). */
export interface ContractTermsRow {
  /** Decimal fraction per month (0.01 = 1 % a.m.). */
  readonly monthlyRate: number;
  readonly prepaymentAllowed: boolean;
  /** As stored: 'INCC-M', 'IPCA', … or '' for a contract without correction. */
  readonly correctionIndex: string;
}
