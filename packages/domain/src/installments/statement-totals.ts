import {
  type SettlementRow,
  type SettlementTerms,
  settlementBalance,
} from '../prepayment/settlement-balance';

/** What the statement's totals read of an installment (cents; `receipt_value` null until paid; ISO due date). */
export interface StatementTotalsRow extends SettlementRow {
  readonly receipt_value: number | null;
}

/**
 * The money summary of a statement, in cents, and its counts: the PDF's 'Totais' block and the
 * screen's 'Total a pagar' card read the same numbers (docs/product/decisions.md, "Total a pagar" and
 * product rule §8). The lines add up: `owedCents = openCents + chargesCents − discountCents`.
 */
export interface StatementTotals {
  readonly paidCents: number;
  /**
   * 'Saldo devedor atual': what settles the contract on `validFor` — the overdue installments with their
   * fine and interest, the others due by then at their value, the later ones at their present value.
   */
  readonly owedCents: number;
  /** The adjusted value of the installments not yet paid. */
  readonly openCents: number;
  /** Fine and interest of the overdue installments (what today's balance adds to the adjusted value). */
  readonly chargesCents: number;
  /** Interest taken off the installments due after `validFor` (0 without a rate or without prepayment). */
  readonly discountCents: number;
  /** The overdue ('due') installments at today's balance, and the fine and interest inside it. */
  readonly overdue: { readonly amountCents: number; readonly chargesCents: number };
  /** The day `owedCents` is valid for (ISO). */
  readonly validFor: string;
  readonly paidCount: number;
  readonly overdueCount: number;
  readonly count: number;
}

/**
 * Sums what was received and what settles the contract on `terms.today` (`settlementBalance`, product
 * rule §8), and counts the paid and the overdue ('due') installments.
 */
export function statementTotals(
  rows: readonly StatementTotalsRow[],
  terms: SettlementTerms,
): StatementTotals {
  let paidCents = 0;
  let openCents = 0;
  let paidCount = 0;
  let overdueCount = 0;
  for (const row of rows) {
    paidCents += row.receipt_value ?? 0;
    if (row.status === 'paid') paidCount += 1;
    else openCents += row.adjusted_value;
    if (row.status === 'due') overdueCount += 1;
  }
  const balance = settlementBalance(rows, terms);
  return {
    paidCents,
    owedCents: balance.totalCents,
    openCents,
    // What today's balances add to the adjusted values: the overdue ones' fine and interest.
    chargesCents: balance.totalCents + balance.discountCents - openCents,
    discountCents: balance.discountCents,
    overdue: { amountCents: balance.overdueCents, chargesCents: balance.chargesCents },
    validFor: balance.validFor,
    paidCount,
    overdueCount,
    count: rows.length,
  };
}
