import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { contracts, generatedSlips, installments } from '../../../db/schema/finance';
import { currentBalanceSql, statusSql } from '../contracts/queries';

/**
 * Installment `installmentId` of contract `contractId` with its status and balance as of `today` and
 * the ERP's ids of it and its contract; undefined when the contract has no such installment.
 */
export async function selectSlipInstallment(
  ctx: AppContext,
  contractId: number,
  installmentId: number,
  today: string,
) {
  const [row] = await ctx.db
    .select({
      id: installments.id,
      number: installments.number,
      dueDate: installments.dueDate,
      status: statusSql(today),
      balance: currentBalanceSql(today),
      externalId: installments.externalId,
      contractExternalId: contracts.externalId,
    })
    .from(installments)
    .innerJoin(contracts, eq(contracts.id, installments.contractId))
    .where(and(eq(installments.id, installmentId), eq(installments.contractId, contractId)));
  return row;
}

/** The 'Boletos gerados' record of one slip issued. */
export async function insertGeneratedSlip(
  ctx: AppContext,
  row: typeof generatedSlips.$inferInsert,
): Promise<void> {
  await ctx.db.insert(generatedSlips).values(row);
}
