import type { PrepaymentKind, PrepaymentStatus } from '@portal/api';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { enterprises } from '../../db/schema/enterprises';
import { contracts, generatedSlips, installments } from '../../db/schema/finance';
import { accounts, customers } from '../../db/schema/people';
import { prepaymentInstallments, prepayments } from '../../db/schema/prepayments';
import { type ContractReportQuery, reportFilterConditions } from '../reports/queries';

/** What paying ahead needs of a contract besides what its documents print (product rule §8). */
export interface PrepaymentTermsRow {
  readonly monthlyRate: number;
  readonly allowed: boolean;
  readonly externalId: string | null;
}

/** The prepayment terms of contract `contractId` (already checked to be the caller's). */
export async function selectPrepaymentTerms(
  db: Db,
  contractId: number,
): Promise<PrepaymentTermsRow | undefined> {
  const [row] = await db
    .select({
      monthlyRate: contracts.interestMonthlyRate,
      allowed: contracts.prepaymentAllowed,
      externalId: contracts.externalId,
    })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  return row && { ...row, monthlyRate: Number(row.monthlyRate) };
}

/**
 * The kind of the anticipation in progress holding the installment (payment date today or later), or
 * null; `i` is the installments row. A paid installment is held by nothing.
 */
function heldBySql(today: string): SQL<PrepaymentKind | null> {
  // The outer row written qualified: drizzle leaves a column bare in a one-table select, and a bare
  // "id" inside the sub-select would name the anticipation's.
  return sql<PrepaymentKind | null>`(select p.kind from prepayment_installments pi
    join prepayments p on p.id = pi.prepayment_id
    where pi.installment_id = "installments"."id" and p.payment_date >= ${today}::date
    order by p.id desc limit 1)`;
}

/** An open installment of a contract, as a quote reads it. */
export interface OpenInstallmentRow {
  readonly id: number;
  readonly number: number;
  readonly dueDate: string;
  readonly valueCents: number;
  readonly externalId: string | null;
  readonly heldBy: PrepaymentKind | null;
}

/** The contract's installments without a receipt, by number, and what holds each as of `today`. */
export async function selectOpenInstallments(
  db: Db,
  contractId: number,
  today: string,
): Promise<OpenInstallmentRow[]> {
  return db
    .select({
      id: installments.id,
      number: installments.number,
      dueDate: installments.dueDate,
      valueCents: installments.adjustedCents,
      externalId: installments.externalId,
      heldBy: heldBySql(today),
    })
    .from(installments)
    .where(and(eq(installments.contractId, contractId), isNull(installments.receiptDate)))
    .orderBy(asc(installments.number));
}

/** The next id of an anticipation, taken before it is written (a slip's nosso número is made from it). */
export async function nextPrepaymentId(db: Db): Promise<number> {
  const result = await db.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('prepayments', 'id')) as id`,
  );
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  const id = Number(rows[0]?.id);
  if (!Number.isSafeInteger(id)) throw new Error('prepayments: no id from the sequence');
  return id;
}

/** An anticipation to write: its row, its installments and, for a slip, its 'Boletos gerados' record. */
export interface NewPrepayment {
  readonly prepayment: typeof prepayments.$inferInsert & { id: number };
  readonly installments: readonly Omit<typeof prepaymentInstallments.$inferInsert, 'prepaymentId'>[];
  readonly slip?: { readonly fileId: number; readonly dueDate: string } | undefined;
}

/** Why an anticipation was not written: an installment is held by another in progress, or was paid meanwhile. */
export type PrepaymentConflict = 'held' | 'paid';

/**
 * Writes an anticipation in one transaction, after locking its contract's row: two issues for the same
 * contract wait for each other, so the second sees the first's installments held (product rule §8: one
 * anticipation in progress per installment; decision 072) and writes nothing.
 */
export async function insertPrepayment(
  db: Db,
  today: string,
  input: NewPrepayment,
): Promise<PrepaymentConflict | null> {
  const ids = input.installments.map((line) => line.installmentId);
  return db.transaction(async (tx) => {
    await tx
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.id, input.prepayment.contractId))
      .for('update');
    const held = await tx
      .select({ id: prepaymentInstallments.installmentId })
      .from(prepaymentInstallments)
      .innerJoin(prepayments, eq(prepayments.id, prepaymentInstallments.prepaymentId))
      .where(and(inArray(prepaymentInstallments.installmentId, ids), gte(prepayments.paymentDate, today)))
      .limit(1);
    if (held.length > 0) return 'held';
    const paid = await tx
      .select({ id: installments.id })
      .from(installments)
      .where(and(inArray(installments.id, ids), isNotNull(installments.receiptDate)))
      .limit(1);
    if (paid.length > 0) return 'paid';
    await tx.insert(prepayments).values(input.prepayment);
    await tx
      .insert(prepaymentInstallments)
      .values(input.installments.map((line) => ({ ...line, prepaymentId: input.prepayment.id })));
    if (input.slip && input.prepayment.nossoNumero && input.prepayment.digitableLine) {
      await tx.insert(generatedSlips).values({
        prepaymentId: input.prepayment.id,
        contractId: input.prepayment.contractId,
        customerId: input.prepayment.customerId,
        fileId: input.slip.fileId,
        nossoNumero: input.prepayment.nossoNumero,
        digitableLine: input.prepayment.digitableLine,
        dueDate: input.slip.dueDate,
        amountCents: input.prepayment.totalCents,
        createdAt: input.prepayment.createdAt,
      });
    }
    return null;
  });
}

/**
 * The status of an anticipation (`p`) as of `today` (product rule §8): paid once none of its
 * installments is open; expired once its payment date passed; otherwise issued (a slip), completed or
 * requested (a request).
 */
function statusSql(today: string): SQL<PrepaymentStatus> {
  return sql<PrepaymentStatus>`case
    when not exists (select 1 from prepayment_installments pi join installments i on i.id = pi.installment_id
      where pi.prepayment_id = "prepayments"."id" and i.receipt_date is null) then 'paid'
    when "prepayments"."payment_date" < ${today}::date then 'expired'
    when "prepayments"."kind" = 'slip' then 'issued'
    when "prepayments"."completed_at" is not null then 'completed'
    else 'requested' end`;
}

/** An anticipation as its customer reads it, without its installments. */
export interface PrepaymentRow {
  readonly id: number;
  readonly contractId: number;
  readonly customerId: number;
  readonly contractDocument: string;
  readonly kind: PrepaymentKind;
  readonly status: PrepaymentStatus;
  readonly createdAt: Date;
  readonly paymentDate: string;
  readonly totalValueCents: number;
  readonly totalDiscountCents: number;
  readonly totalCents: number;
  readonly nossoNumero: string | null;
  readonly digitableLine: string | null;
  readonly pixCode: string | null;
  readonly completedAt: Date | null;
}

const prepaymentColumns = (today: string) => ({
  id: prepayments.id,
  contractId: prepayments.contractId,
  customerId: prepayments.customerId,
  contractDocument: contracts.document,
  kind: prepayments.kind,
  status: statusSql(today),
  createdAt: prepayments.createdAt,
  paymentDate: prepayments.paymentDate,
  totalValueCents: prepayments.totalValueCents,
  totalDiscountCents: prepayments.totalDiscountCents,
  totalCents: prepayments.totalCents,
  nossoNumero: prepayments.nossoNumero,
  digitableLine: prepayments.digitableLine,
  pixCode: prepayments.pixCode,
  completedAt: prepayments.completedAt,
});

/** The anticipations of contract `contractId`, newest first. */
export async function selectContractPrepayments(
  db: Db,
  contractId: number,
  today: string,
): Promise<PrepaymentRow[]> {
  return db
    .select(prepaymentColumns(today))
    .from(prepayments)
    .innerJoin(contracts, eq(contracts.id, prepayments.contractId))
    .where(eq(prepayments.contractId, contractId))
    .orderBy(desc(prepayments.createdAt), desc(prepayments.id));
}

/** Anticipation `id` of customer `customerId`, or undefined (another customer's reads as missing). */
export async function selectCustomerPrepayment(
  db: Db,
  customerId: number,
  id: number,
  today: string,
): Promise<PrepaymentRow | undefined> {
  const [row] = await db
    .select(prepaymentColumns(today))
    .from(prepayments)
    .innerJoin(contracts, eq(contracts.id, prepayments.contractId))
    .where(and(eq(prepayments.id, id), eq(prepayments.customerId, customerId)));
  return row;
}

/** One installment of an anticipation, as it was fixed when issued. */
export interface PrepaymentLineRow {
  readonly prepaymentId: number;
  readonly installmentId: number;
  readonly number: number;
  readonly dueDate: string;
  readonly valueCents: number;
  readonly presentValueCents: number;
  readonly discountCents: number;
}

/** The installments of these anticipations, by anticipation and number. */
export async function selectPrepaymentLines(db: Db, ids: readonly number[]): Promise<PrepaymentLineRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      prepaymentId: prepaymentInstallments.prepaymentId,
      installmentId: prepaymentInstallments.installmentId,
      number: prepaymentInstallments.number,
      dueDate: prepaymentInstallments.dueDate,
      valueCents: prepaymentInstallments.valueCents,
      presentValueCents: prepaymentInstallments.presentValueCents,
      discountCents: prepaymentInstallments.discountCents,
    })
    .from(prepaymentInstallments)
    .where(inArray(prepaymentInstallments.prepaymentId, [...ids]))
    .orderBy(asc(prepaymentInstallments.prepaymentId), asc(prepaymentInstallments.number));
}

/**
 * The filters of the anticipations report, validated: those of every report of contracts
 * (resources/reports), then the kind and the status.
 */
export interface PrepaymentReportFilters extends ContractReportQuery {
  readonly kind?: PrepaymentKind | undefined;
  readonly status?: PrepaymentStatus | undefined;
  readonly limit: number;
  readonly offset: number;
}

/**
 * The report's conditions: the customer and the contract as every report of contracts reads them, then
 * the kind and the status as of `today`.
 */
function reportConditions(filters: PrepaymentReportFilters, today: string): SQL | undefined {
  const conditions = reportFilterConditions(filters);
  if (filters.kind) conditions.push(eq(prepayments.kind, filters.kind));
  if (filters.status) conditions.push(sql`${statusSql(today)} = ${filters.status}`);
  return conditions.length === 0 ? undefined : and(...conditions);
}

/** One anticipation of the staff's report. */
export interface PrepaymentReportRow extends PrepaymentRow {
  readonly contractDate: string;
  readonly enterpriseName: string;
  readonly customerName: string;
  readonly customerEmail: string;
  readonly completedBy: string | null;
}

/** A page of the anticipations report, newest first, and how many match in all. */
export async function selectPrepaymentReport(
  db: Db,
  filters: PrepaymentReportFilters,
  today: string,
): Promise<{ rows: PrepaymentReportRow[]; total: number }> {
  const where = reportConditions(filters, today);
  const rows = await db
    .select({
      ...prepaymentColumns(today),
      contractDate: contracts.contractDate,
      enterpriseName: enterprises.name,
      customerName: customers.name,
      customerEmail: customers.email,
      completedBy: sql<string | null>`coalesce(${accounts.name}, ${accounts.email})`,
    })
    .from(prepayments)
    .innerJoin(contracts, eq(contracts.id, prepayments.contractId))
    .innerJoin(customers, eq(customers.id, prepayments.customerId))
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .leftJoin(accounts, eq(accounts.id, prepayments.completedBy))
    .where(where)
    .orderBy(desc(prepayments.createdAt), desc(prepayments.id))
    .limit(filters.limit)
    .offset(filters.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(prepayments)
    .innerJoin(contracts, eq(contracts.id, prepayments.contractId))
    .innerJoin(customers, eq(customers.id, prepayments.customerId))
    .where(where);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** What marking a request 'Concluída' found: done now, already done, or no such request. */
export type CompleteOutcome = 'completed' | 'already' | 'missing';

/** Marks request `id` 'Concluída' by `accountId` at `now`, once. */
export async function completeRequest(
  db: Db,
  id: number,
  accountId: number,
  now: Date,
): Promise<CompleteOutcome> {
  const done = await db
    .update(prepayments)
    .set({ completedAt: now, completedBy: accountId })
    .where(and(eq(prepayments.id, id), eq(prepayments.kind, 'request'), isNull(prepayments.completedAt)))
    .returning({ id: prepayments.id });
  if (done.length > 0) return 'completed';
  const [found] = await db
    .select({ id: prepayments.id })
    .from(prepayments)
    .where(and(eq(prepayments.id, id), eq(prepayments.kind, 'request')));
  return found ? 'already' : 'missing';
}

/** Whether customer `customerId` exists (the admin's client page). */
export async function customerExists(db: Db, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  return row !== undefined;
}
