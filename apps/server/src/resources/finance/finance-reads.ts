import type { BillInfo, Installment, StatementSummary, TotalDebit } from '@portal/api';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { companies, enterprises } from '../../db/schema/enterprises';
import { contracts, installments, paymentProofs, units } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';
import { currentBalanceSql, statusSql } from './installment-sql';
import { ownedContract } from './scope';

async function unitsOf(
  ctx: AppContext,
  contractIds: readonly number[],
): Promise<Map<number, { name: string }[]>> {
  const byContract = new Map<number, { name: string }[]>();
  if (contractIds.length === 0) return byContract;
  const rows = await ctx.db
    .select({ contractId: units.contractId, name: units.name })
    .from(units)
    .where(inArray(units.contractId, [...contractIds]))
    .orderBy(asc(units.id));
  for (const row of rows) {
    const list = byContract.get(row.contractId as number) ?? [];
    list.push({ name: row.name });
    byContract.set(row.contractId as number, list);
  }
  return byContract;
}

/**
 * `user_debits_info`: the caller's contracts having an installment due inside the window, with
 * company, enterprise and units. None → 404 STATEMENTS-404 ('Não existem extratos…').
 */
export async function userDebitsInfo(
  ctx: AppContext,
  caller: Caller,
  window: { startDueDate: string; endDueDate: string },
): Promise<StatementSummary[]> {
  const rows = await ctx.db
    .selectDistinct({
      billId: contracts.id,
      companyId: companies.id,
      companyName: companies.name,
      enterpriseId: enterprises.id,
      enterpriseName: enterprises.name,
    })
    .from(contracts)
    .innerJoin(companies, eq(companies.id, contracts.companyId))
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .innerJoin(installments, eq(installments.contractId, contracts.id))
    .where(
      and(
        eq(contracts.customerId, caller.customerId),
        gte(installments.dueDate, window.startDueDate),
        lte(installments.dueDate, window.endDueDate),
      ),
    )
    .orderBy(asc(contracts.id));
  if (rows.length === 0) throw new AppError(404, 'STATEMENTS-404');
  const unitMap = await unitsOf(
    ctx,
    rows.map((r) => r.billId),
  );
  return rows.map((r) => ({
    bill_id: r.billId,
    company: { id: r.companyId, name: r.companyName },
    enterprise: { id: r.enterpriseId, name: r.enterpriseName },
    unit: unitMap.get(r.billId) ?? [],
  }));
}

/** `bill_info`: company, document and units of one of the caller's bills. */
export async function billInfo(ctx: AppContext, caller: Caller, billId: number): Promise<BillInfo> {
  const contract = await ownedContract(ctx.db, caller, billId);
  const [company] = await ctx.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, contract.companyId));
  const unitMap = await unitsOf(ctx, [contract.id]);
  return {
    company: { name: company?.name ?? '' },
    document: contract.document,
    unit: unitMap.get(contract.id) ?? [],
  };
}

/**
 * `current_debit_balance`: every installment of one of the caller's bills, status and balance
 * computed in SQL, in one statement (the call the benchmark measures). Unknown or foreign bill → 404.
 */
export async function billInstallments(
  ctx: AppContext,
  caller: Caller,
  billId: number,
): Promise<Installment[]> {
  const day = ctx.calendar.today();
  const rows = await ctx.db
    .select({
      installment_number: installments.number,
      installment_id: installments.id,
      due_date: installments.dueDate,
      status: statusSql(day),
      original_value: installments.originalCents,
      adjusted_value: installments.adjustedCents,
      current_balance: currentBalanceSql(day),
      receipt_date: installments.receiptDate,
      receipt_value: installments.receiptCents,
      receipt_net_value: installments.receiptNetCents,
      proof_of_payment: sql<boolean>`exists (select 1 from ${paymentProofs} where ${paymentProofs.installmentId} = ${installments.id})`,
      monetary_unit: contracts.monetaryUnit,
    })
    .from(installments)
    .innerJoin(contracts, eq(contracts.id, installments.contractId))
    .where(and(eq(installments.contractId, billId), eq(contracts.customerId, caller.customerId)))
    .orderBy(asc(installments.number));
  if (rows.length === 0) throw new AppError(404, 'NOT-FOUND-404');
  // node-postgres returns bigint sums as strings; PGlite as numbers: normalise once here.
  return rows.map((r) => ({ ...r, current_balance: Number(r.current_balance) }));
}

/**
 * `total_current_debit_balance`: sums over the open installments (due and payable) of the caller's
 * bills, or of one bill. Original and adjusted values, and the additions (fine and interest) of the
 * overdue ones. Nothing to read → 404 TOTAL-DEBIT-404.
 */
export async function totalDebit(
  ctx: AppContext,
  caller: Caller,
  billId: number | undefined,
): Promise<TotalDebit> {
  if (billId !== undefined)
    await ownedContract(ctx.db, caller, billId).catch(() => {
      throw new AppError(404, 'TOTAL-DEBIT-404');
    });
  const day = ctx.calendar.today();
  const balance = currentBalanceSql(day);
  const [row] = await ctx.db
    .select({
      contracts: sql<number>`count(distinct ${contracts.id})::int`,
      original: sql<string>`coalesce(sum(${installments.originalCents}) filter (where ${installments.receiptDate} is null), 0)::bigint`,
      adjusted: sql<string>`coalesce(sum(${installments.adjustedCents}) filter (where ${installments.receiptDate} is null), 0)::bigint`,
      additional: sql<string>`coalesce(sum(${balance} - ${installments.adjustedCents}) filter (where ${installments.receiptDate} is null), 0)::bigint`,
    })
    .from(installments)
    .innerJoin(contracts, eq(contracts.id, installments.contractId))
    .where(
      and(
        eq(contracts.customerId, caller.customerId),
        billId === undefined ? undefined : eq(contracts.id, billId),
      ),
    );
  if (!row || Number(row.contracts) === 0) throw new AppError(404, 'TOTAL-DEBIT-404');
  return {
    total_original_value: Number(row.original),
    total_adjusted_value: Number(row.adjusted),
    total_additional_value: Number(row.additional),
  };
}
