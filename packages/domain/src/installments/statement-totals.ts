/** What the statement's totals read of an installment (cents; `receipt_value` null until paid). */
export interface StatementTotalsRow {
  readonly status: string;
  readonly receipt_value: number | null;
  readonly current_balance: number;
}

/** The 'Totais' block of the statement PDF: paid and still owed, in cents, and the counts. */
export interface StatementTotals {
  readonly paidCents: number;
  readonly owedCents: number;
  readonly paidCount: number;
  readonly overdueCount: number;
  readonly count: number;
}

/** Sums what was received and what is owed today, and counts the paid and the overdue ('due') installments. */
export function statementTotals(rows: readonly StatementTotalsRow[]): StatementTotals {
  return {
    paidCents: rows.reduce((sum, row) => sum + (row.receipt_value ?? 0), 0),
    owedCents: rows.reduce((sum, row) => sum + row.current_balance, 0),
    paidCount: rows.filter((row) => row.status === 'paid').length,
    overdueCount: rows.filter((row) => row.status === 'due').length,
    count: rows.length,
  };
}
