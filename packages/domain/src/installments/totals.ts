/** Total debit of the 'Total a pagar' box (spec section 3), every field in integer cents. */
export interface TotalDebit {
  total_original_value: number;
  total_adjusted_value: number;
  total_additional_value: number;
}

/** A value read as cents: a finite number is rounded, anything else (absent, null, text) is 0. */
function centsOrZero(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  const rounded = Math.sign(value) * Math.round(Math.abs(value));
  return rounded === 0 ? 0 : rounded;
}

/** Fills the total debit with the spec's defaults: a missing or non-numeric field counts as 0. */
export function normalizeTotalDebit(
  raw: Partial<Record<keyof TotalDebit, unknown>> | null | undefined,
): TotalDebit {
  return {
    total_original_value: centsOrZero(raw?.total_original_value),
    total_adjusted_value: centsOrZero(raw?.total_adjusted_value),
    total_additional_value: centsOrZero(raw?.total_additional_value),
  };
}

/** The three amounts of the 'Total a pagar' box, in cents, in the order they are shown. */
export interface TotalToPay {
  /** 'Valor original'. */
  original: number;
  /** 'Valor corrigido'. */
  corrected: number;
  /** 'Acréscimos'. */
  additions: number;
}

/**
 * What the 'Total a pagar' box shows (spec section 2): 'Valor original' and 'Valor corrigido' both
 * show the total adjusted value, as observed (the amount to pay today is the adjusted one), and
 * 'Acréscimos' shows the total additional value. Missing fields count as 0.
 */
export function totalToPay(raw: Partial<Record<keyof TotalDebit, unknown>> | null | undefined): TotalToPay {
  const total = normalizeTotalDebit(raw);
  return {
    original: total.total_adjusted_value,
    corrected: total.total_adjusted_value,
    additions: total.total_additional_value,
  };
}
