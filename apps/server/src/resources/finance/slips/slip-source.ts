import type { DocumentContract } from '../contracts/service';

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
