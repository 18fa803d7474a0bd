import type { ContractTerms } from '../prepayment/contract-terms';
import { statementTotals } from './statement-totals';

/** What the summary of a contract card reads of an installment (cents; dates ISO). */
export interface ContractSummaryRow {
  readonly installment_number: number;
  readonly due_date: string;
  readonly status: string;
  readonly adjusted_value: number;
  readonly current_balance: number;
  readonly receipt_date: string | null;
  readonly receipt_value: number | null;
}

/** The next installment to pay: the first open one that is not overdue, by due date. */
export interface NextInstallment {
  readonly number: number;
  readonly dueDate: string;
  readonly status: string;
  /** What it costs today (the server's current balance). */
  readonly amountCents: number;
  /**
   * Its due date has gone by while it is still payable (an installment stays payable through its own
   * month, docs/product/rules.md): the card says 'venceu em', not 'vence em'.
   */
  readonly pastDue: boolean;
}

/**
 * The money summary of one contract card (docs/product/rules.md, "Contract summary"), in cents. The
 * overdue amount is the server's current balance of the overdue installments — adjusted value plus
 * the fine and interest charged on a slip issued today — never recomputed here.
 */
export interface ContractSummary {
  /** Null when nothing is left to pay but overdue installments, or nothing at all. */
  readonly next: NextInstallment | null;
  readonly overdue: { readonly count: number; readonly amountCents: number; readonly chargesCents: number };
  readonly paid: { readonly count: number; readonly amountCents: number };
  /**
   * Every installment not yet paid, overdue ones included: `amountCents` is the saldo devedor, what
   * settles the contract on `validFor` (product rule §8), `discountCents` the interest it takes off.
   */
  readonly remaining: {
    readonly count: number;
    readonly amountCents: number;
    readonly discountCents: number;
    readonly validFor: string;
  };
  readonly count: number;
}

/**
 * Sums a contract's installments into the card's summary (paid, remaining, overdue, next); `today` is
 * the ISO date in São Paulo the figures are read on (`todayIso`), `terms` the contract's rate and
 * whether it may be paid ahead (product rule §8).
 */
export function summarizeContract(
  rows: readonly ContractSummaryRow[],
  today: string,
  terms: ContractTerms,
): ContractSummary {
  const totals = statementTotals(rows, { ...terms, today });
  let next: ContractSummaryRow | null = null;
  for (const row of rows) {
    if (row.status !== 'due' && row.status !== 'paid' && (next === null || row.due_date < next.due_date))
      next = row;
  }
  return {
    next: next && {
      number: next.installment_number,
      dueDate: next.due_date,
      status: next.status,
      amountCents: next.current_balance,
      // ISO dates compare as text.
      pastDue: next.due_date < today,
    },
    overdue: { count: totals.overdueCount, ...totals.overdue },
    paid: { count: totals.paidCount, amountCents: totals.paidCents },
    remaining: {
      count: totals.count - totals.paidCount,
      amountCents: totals.owedCents,
      discountCents: totals.discountCents,
      validFor: totals.validFor,
    },
    count: totals.count,
  };
}

/**
 * The first day of a contract that can hold a payment: the earliest due date or receipt date of its
 * installments (ISO), or null for a contract without any. The income-tax years start at its year.
 */
export function contractFirstDate(
  rows: ReadonlyArray<Pick<ContractSummaryRow, 'due_date' | 'receipt_date'>>,
): string | null {
  let first: string | null = null;
  for (const row of rows) {
    for (const date of [row.due_date, row.receipt_date]) {
      // ISO dates compare as text.
      if (date && (first === null || date < first)) first = date;
    }
  }
  return first;
}
