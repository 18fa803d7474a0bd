/**
 * A contract's terms as its data carries them (product rule §8), apart from the saldo devedor's
 * arithmetic: the pages read them up front, the arithmetic comes with the code that draws the figures
 * (decision 017, the statement and /financeiro budgets).
 */

/** A contract's prepayment terms (product rule §8), as its data carries them. */
export interface ContractTerms {
  /** Decimal fraction per month (`0.01` is 1 % a.m.); an invalid rate takes nothing off. */
  readonly monthlyRate: number;
  /** False when the contract does not allow paying ahead: future installments count at their value. */
  readonly prepaymentAllowed?: boolean;
}

/** True for a monthly rate the rules accept: a finite decimal fraction, `0 ≤ rate < 1`. */
export function isValidMonthlyRate(rate: unknown): rate is number {
  return typeof rate === 'number' && Number.isFinite(rate) && rate >= 0 && rate < 1;
}

/** The terms fields of an API answer (bill info, statement summary); absent ones read as the defaults. */
export interface ContractTermsFields {
  readonly interest_monthly_rate?: number | null;
  readonly prepayment_allowed?: boolean | null;
}

/**
 * A contract's terms from an answer's fields: a missing or invalid rate is no interest (nothing taken
 * off, the figure never understated), a missing `prepayment_allowed` allows it (the default of §8).
 */
export function contractTermsOf(fields: ContractTermsFields | null | undefined): ContractTerms {
  const rate = fields?.interest_monthly_rate;
  return {
    monthlyRate: isValidMonthlyRate(rate) ? rate : 0,
    prepaymentAllowed: fields?.prepayment_allowed !== false,
  };
}
