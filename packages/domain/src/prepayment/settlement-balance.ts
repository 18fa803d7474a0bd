import type { ContractTerms } from './contract-terms';
import { isValidMonthlyRate } from './contract-terms';
import { daysBetween, presentValueCents } from './present-value';

/**
 * What the saldo devedor reads of an installment: the statement's own fields (cents; ISO due date).
 * `current_balance` is the server's figure for today: the adjusted value while open, plus the 2 % fine
 * and 1 % interest a month of an overdue one (rules.md; installment-sql.ts), never recomputed here.
 */
export interface SettlementRow {
  readonly status: string;
  readonly due_date: string;
  readonly adjusted_value: number;
  readonly current_balance: number;
}

/** The contract's terms and the day the balance is computed for. */
export interface SettlementTerms extends ContractTerms {
  /** The day the balance settles the contract (ISO, today in São Paulo). */
  readonly today: string;
}

/**
 * The saldo devedor (product rule §8 "Pay ahead"): what settles the contract on `validFor`, in cents.
 * `totalCents = overdueCents + dueNowCents + presentCents`.
 */
export interface SettlementBalance {
  /** The day the figure is valid for (the `today` it was computed on). */
  readonly validFor: string;
  readonly totalCents: number;
  /** Overdue installments at today's balance: corrected value plus fine and interest. */
  readonly overdueCents: number;
  /** The fine and interest inside `overdueCents`. */
  readonly chargesCents: number;
  /** Open installments due on or before `validFor` but not overdue (still in their month): their value. */
  readonly dueNowCents: number;
  /** Corrected value of the installments due after `validFor`. */
  readonly futureCents: number;
  /** Their present value on `validFor` (each rounded, then summed). */
  readonly presentCents: number;
  /** Interest taken off by paying ahead: `futureCents − presentCents`. */
  readonly discountCents: number;
  /** Installments not yet paid, overdue ones included. */
  readonly openCount: number;
}

/**
 * Sums what settles a contract on `terms.today`: every overdue installment at its current balance (with
 * its charges), every open one due by then at its value, and every one due later at its present value
 * at the contract's rate (none taken off when prepayment is not allowed). Paid installments are out.
 */
export function settlementBalance(rows: readonly SettlementRow[], terms: SettlementTerms): SettlementBalance {
  const rate =
    terms.prepaymentAllowed !== false && isValidMonthlyRate(terms.monthlyRate) ? terms.monthlyRate : 0;
  let overdueCents = 0;
  let chargesCents = 0;
  let dueNowCents = 0;
  let futureCents = 0;
  let presentCents = 0;
  let openCount = 0;
  for (const row of rows) {
    if (row.status === 'paid') continue;
    openCount += 1;
    if (row.status === 'due') {
      overdueCents += row.current_balance;
      chargesCents += row.current_balance - row.adjusted_value;
      continue;
    }
    const days = daysBetween(terms.today, row.due_date);
    if (days === null || days <= 0 || !Number.isSafeInteger(row.current_balance) || row.current_balance < 0) {
      dueNowCents += row.current_balance;
      continue;
    }
    futureCents += row.current_balance;
    presentCents += presentValueCents(row.current_balance, rate, days);
  }
  return {
    validFor: terms.today,
    totalCents: overdueCents + dueNowCents + presentCents,
    overdueCents,
    chargesCents,
    dueNowCents,
    futureCents,
    presentCents,
    discountCents: futureCents - presentCents,
    openCount,
  };
}
