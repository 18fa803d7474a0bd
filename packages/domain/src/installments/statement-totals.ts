/** What the statement's totals read of an installment (cents; `receipt_value` null until paid). */
export interface StatementTotalsRow {
  readonly status: string;
  readonly adjusted_value: number;
  readonly receipt_value: number | null;
  readonly current_balance: number;
}

/**
 * The money summary of a statement, in cents, and its counts: the PDF's 'Totais' block and the
 * screen's 'Total a pagar' card read the same numbers (docs/product/decisions.md, "Total a pagar").
 */
export interface StatementTotals {
  readonly paidCents: number;
  /** 'Saldo devedor atual': what is owed today, `openCents + chargesCents`. */
  readonly owedCents: number;
  /** The adjusted value of the installments not yet paid. */
  readonly openCents: number;
  /** Fine and interest of the overdue installments (what today's balance adds to the adjusted value). */
  readonly chargesCents: number;
  readonly paidCount: number;
  readonly overdueCount: number;
  readonly count: number;
}

/**
 * Sums what was received and what is owed today — the adjusted value of the open installments plus
 * the fine and interest of the overdue ones — and counts the paid and the overdue ('due') installments.
 */
export function statementTotals(rows: readonly StatementTotalsRow[]): StatementTotals {
  let paidCents = 0;
  let owedCents = 0;
  let openCents = 0;
  let paidCount = 0;
  let overdueCount = 0;
  for (const row of rows) {
    paidCents += row.receipt_value ?? 0;
    owedCents += row.current_balance;
    if (row.status === 'paid') paidCount += 1;
    else openCents += row.adjusted_value;
    if (row.status === 'due') overdueCount += 1;
  }
  return {
    paidCents,
    owedCents,
    openCents,
    chargesCents: owedCents - openCents,
    paidCount,
    overdueCount,
    count: rows.length,
  };
}
