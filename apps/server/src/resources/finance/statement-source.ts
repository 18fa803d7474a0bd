import { asc, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { installments, units } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';
import { type DocumentContract, documentContract } from './document-contract';
import { currentBalanceSql, statusSql } from './installment-sql';

/** One installment as the statement prints it (cents; receipt fields null until paid). */
export interface StatementInstallment {
  readonly installment_number: number;
  readonly due_date: string;
  readonly status: 'paid' | 'due' | 'payable';
  readonly original_value: number;
  readonly adjusted_value: number;
  readonly current_balance: number;
  readonly receipt_date: string | null;
  readonly receipt_value: number | null;
  readonly receipt_net_value: number | null;
}

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
 * when it fails), then its units and its installments with status and balance as of today.
 */
export async function loadStatementSource(
  ctx: AppContext,
  caller: Caller,
  billId: number,
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
    ctx.db
      .select({
        installment_number: installments.number,
        due_date: installments.dueDate,
        status: statusSql(today),
        original_value: installments.originalCents,
        adjusted_value: installments.adjustedCents,
        current_balance: currentBalanceSql(today),
        receipt_date: installments.receiptDate,
        receipt_value: installments.receiptCents,
        receipt_net_value: installments.receiptNetCents,
      })
      .from(installments)
      .where(eq(installments.contractId, contract.id))
      .orderBy(asc(installments.number)),
  ]);
  // A contract without installments has no statement (the installments read answers the same 404).
  if (rows.length === 0) throw new AppError(404, 'NOT-FOUND-404');
  return {
    contract,
    units: unitRows.map((unit) => unit.name),
    // node-postgres returns the bigint balance as a string, PGlite as a number.
    installments: rows.map((row) => ({ ...row, current_balance: Number(row.current_balance) })),
    today,
  };
}
