import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { units } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';
import { type DocumentContract, documentContract } from './document-contract';
import { readStatementInstallments, type StatementInstallment } from './statement-installments';

/** Everything a statement is built from. */
export interface StatementSource {
  readonly contract: DocumentContract;
  /** Names of the units the contract sold, in id order. */
  readonly units: readonly string[];
  readonly installments: readonly StatementInstallment[];
  /** Today on the São Paulo calendar: the statuses and balances are as of this day. */
  readonly today: string;
}

/**
 * Reads the caller's contract with its company and enterprise (the ownership check, EXPORT-TO-PDF-404
 * when it fails), then its units and its installments with status and balance as of today (on PGlite
 * in pages of `pageRows`, statement-installments.ts).
 */
export async function loadStatementSource(
  ctx: AppContext,
  caller: Caller,
  billId: number,
  options: { pageRows?: number } = {},
): Promise<StatementSource> {
  const contract = await documentContract(ctx.db, caller, billId);
  if (!contract) throw new AppError(404, 'EXPORT-TO-PDF-404');
  const today = ctx.calendar.today();
  const [unitRows, rows] = await Promise.all([
    ctx.db
      .select({ name: units.name })
      .from(units)
      .where(eq(units.contractId, contract.id))
      .orderBy(asc(units.id)),
    readStatementInstallments(ctx, contract, today, options.pageRows),
  ]);
  // A contract without installments has no statement (the installments read answers the same 404).
  if (rows.length === 0) throw new AppError(404, 'NOT-FOUND-404');
  return {
    contract,
    units: unitRows.map((unit) => unit.name),
    installments: rows,
    today,
  };
}
