import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { contracts, installments } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';
import { type DocumentContract, documentContract } from './document-contract';
import { currentBalanceSql, statusSql } from './installment-sql';

/** What the slip call receives (already validated and checked against the caller). */
export interface SlipRequest {
  readonly billReceivableId: number;
  readonly installmentId: number;
  readonly numberTitle: number;
}

/** An open installment as its slip charges it today. */
export interface SlipInstallment {
  readonly id: number;
  readonly number: number;
  readonly dueDate: string;
  /** What is owed today, fine and interest included once overdue. */
  readonly balanceCents: number;
}

/** Everything a slip is built from, read in two queries. */
export interface SlipSource {
  readonly contract: DocumentContract;
  readonly installment: SlipInstallment;
  /** Today on the São Paulo calendar, the day the balance was computed for. */
  readonly today: string;
  /** The ERP's ids of the contract and the installment (decision 026); null for rows made here (the demo). */
  readonly externalIds?: { readonly contract: string | null; readonly installment: string | null };
}

/** 'Boleto indisponível': a paid installment and anything not the caller's answer alike. */
export const slipUnavailable = () => new AppError(404, 'PAYMENT-SLIP-PDF-404');

/**
 * Reads the caller's contract (with its company and enterprise: the ownership check) and the open
 * installment to charge, or throws PAYMENT-SLIP-PDF-404.
 */
export async function loadSlipSource(
  ctx: AppContext,
  caller: Caller,
  request: SlipRequest,
): Promise<SlipSource> {
  if (request.numberTitle !== request.billReceivableId) throw slipUnavailable();
  const contract = await documentContract(ctx.db, caller, request.billReceivableId);
  if (!contract) throw slipUnavailable();
  const today = ctx.calendar.today();
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
    .where(and(eq(installments.id, request.installmentId), eq(installments.contractId, contract.id)));
  if (!row || row.status === 'paid') throw slipUnavailable();
  // node-postgres returns the bigint balance as a string, PGlite as a number.
  const installment = {
    id: row.id,
    number: row.number,
    dueDate: row.dueDate,
    balanceCents: Number(row.balance),
  };
  const externalIds = { contract: row.contractExternalId, installment: row.externalId };
  return { contract, installment, today, externalIds };
}
