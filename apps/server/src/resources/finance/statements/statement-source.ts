import type { ContractTermsRow, DocumentContract } from '../contracts/service';

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

/** Everything a statement is built from (read by service.ts, built in a worker by statement-model.ts). */
export interface StatementSource {
  readonly contract: DocumentContract;
  /** Its rate, whether it may be paid ahead and its correction index (product rule §8). */
  readonly terms: ContractTermsRow;
  /** Names of the units the contract sold, in id order. */
  readonly units: readonly string[];
  readonly installments: readonly StatementInstallment[];
  /** Today on the São Paulo calendar: the statuses and balances are as of this day. */
  readonly today: string;
}
