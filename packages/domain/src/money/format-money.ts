/**
 * Money formatting (spec section 9, product rule §6): integer cents in, Brazilian notation out.
 *
 * The output is built by hand instead of `Intl.NumberFormat('pt-BR', { style: 'currency' })` because
 * Intl puts a no-break space (U+00A0) between `R$` and the amount, its exact output differs between ICU
 * versions, and it knows nothing about index units such as `IGPM`. Here the separator is always a normal
 * space (U+0020), so texts are predictable in tests, exports and copy/paste.
 */

/** Symbol shown for the Brazilian real. */
export const REAL_SYMBOL = 'R$';

/** Monetary units that mean the Brazilian real (compared trimmed and case-insensitively). */
const REAL_UNITS = new Set(['', 'REAL', 'REAIS', 'BRL', 'R$']);

/**
 * Rounds a cent amount to an integer, half away from zero (`0.5` → `1`, `-0.5` → `-1`).
 * `Math.round` alone rounds `-0.5` to `-0`, towards positive infinity, which is wrong for money.
 */
export function roundCents(cents: number): number {
  const rounded = Math.sign(cents) * Math.round(Math.abs(cents));
  // Normalise -0 so a tiny negative amount is not shown as "-R$ 0,00".
  return rounded === 0 ? 0 : rounded;
}

/**
 * The label written before the amount: `R$` for the real (unit `REAL`, `BRL`, empty or absent),
 * otherwise the statement's monetary unit as sent, trimmed (for example `IGPM`).
 */
export function currencyLabel(monetaryUnit?: string | null): string {
  const unit = (monetaryUnit ?? '').trim();
  return REAL_UNITS.has(unit.toUpperCase()) ? REAL_SYMBOL : unit;
}

/**
 * Formats an amount in cents without any currency label: dot thousands separator, comma decimal,
 * always two decimal places, leading `-` for negative amounts (`-123456` → `-1.234,56`).
 * Non-integer cents are rounded half away from zero. A non-finite value (NaN, Infinity) gives `-`,
 * the same placeholder the statement table uses for an empty cell, instead of printing `NaN`.
 */
export function formatCentsNumber(cents: number): string {
  if (!Number.isFinite(cents)) return '-';
  const rounded = roundCents(cents);
  // BigInt keeps every digit exact, even beyond Number.MAX_SAFE_INTEGER, and never uses exponent notation.
  const magnitude = BigInt(Math.abs(rounded));
  const units = (magnitude / 100n).toString();
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${rounded < 0 ? '-' : ''}${grouped},${fraction}`;
}

/**
 * Formats an amount in cents for display: `R$ 1.234,56` for the real, `IGPM 1.234,56` for another
 * monetary unit, `-R$ 1.234,56` when negative (the sign goes before the label). Label and amount are
 * separated by a normal space. A non-finite amount gives `-` (see {@link formatCentsNumber}).
 *
 * @param cents integer amount in cents (non-integers are rounded half away from zero)
 * @param monetaryUnit the statement's monetary unit (`monetary_unit` of its first installment)
 */
export function formatMoney(cents: number, monetaryUnit?: string | null): string {
  if (!Number.isFinite(cents)) return '-';
  const number = formatCentsNumber(cents);
  const label = currencyLabel(monetaryUnit);
  const negative = number.startsWith('-');
  const digits = negative ? number.slice(1) : number;
  return `${negative ? '-' : ''}${label} ${digits}`;
}
