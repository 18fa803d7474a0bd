import { MONEY_MESSAGES } from '../messages/pt-BR';

/** Outcome of {@link parseMoney}: the amount in integer cents, or a Portuguese error. */
export type MoneyParseResult = { ok: true; cents: number } | { ok: false; error: string };

// Optional sign, optional label (R$ or a unit code), optional sign again, then the number itself.
const MONEY_PATTERN = /^([+-])?\s*(?:(R\$|[A-Za-z][A-Za-z0-9_]*)\s*)?([+-])?\s*([\d.,]+)$/;
const BRAZILIAN_WITH_COMMA = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d+)$/;
const BRAZILIAN_THOUSANDS_ONLY = /^\d{1,3}(?:\.\d{3}){2,}$/;
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Splits the numeric text into integer digits and fraction digits, or null when it is malformed. */
function splitNumber(text: string): { integer: string; fraction: string } | null {
  const brazilian = BRAZILIAN_WITH_COMMA.exec(text);
  // String(): both groups are mandatory in the pattern, so they are always present after a match.
  if (brazilian) return { integer: String(brazilian[1]).replaceAll('.', ''), fraction: String(brazilian[2]) };
  if (BRAZILIAN_THOUSANDS_ONLY.test(text)) return { integer: text.replaceAll('.', ''), fraction: '' };
  const plain = PLAIN_DECIMAL.exec(text);
  if (plain) return { integer: String(plain[1]), fraction: plain[2] ?? '' };
  return null;
}

/** Turns exact decimal digits into cents, rounding the third decimal onwards half away from zero. */
function digitsToCents(integer: string, fraction: string, negative: boolean): MoneyParseResult {
  const cents = BigInt(integer) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const roundUp = (fraction[2] ?? '0') >= '5';
  const magnitude = roundUp ? cents + 1n : cents;
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: MONEY_MESSAGES.tooLarge };
  const value = Number(magnitude);
  return { ok: true, cents: negative && value !== 0 ? -value : value };
}

/**
 * Reads an amount into integer cents. Accepts:
 * - Brazilian notation, with or without label: `R$ 1.234,56`, `-R$ 1.234,56`, `IGPM 10,5`, `1234,56`;
 * - a decimal string or number as an API may send it: `1234.56`, `-0.5`, `1234`, `1234.567`;
 * - integers with dot thousands groups only: `1.234.567` (two or more groups).
 *
 * A single dot without a comma (`1.234`) is read as a decimal point, because that is what an API sends;
 * Brazilian text always has a comma in the output of {@link formatMoney}, so the round trip is exact.
 * More than two decimals are rounded half away from zero. No-break spaces (from `Intl`) are accepted.
 * Anything else, or an amount beyond `Number.MAX_SAFE_INTEGER` cents, gives `{ ok: false, error }`.
 */
export function parseMoney(input: string | number): MoneyParseResult {
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, error: MONEY_MESSAGES.invalid };
    const text = String(input);
    // JavaScript writes a number in exponent notation only below 1e-6 (far under half a cent, so 0)
    // or from 1e21 up (far beyond the safe-integer cents limit).
    if (/e/i.test(text)) {
      return Math.abs(input) < 1 ? { ok: true, cents: 0 } : { ok: false, error: MONEY_MESSAGES.tooLarge };
    }
    return parseMoney(text);
  }
  const text = input.replace(/[\u00a0\u202f]/g, ' ').trim();
  const match = MONEY_PATTERN.exec(text);
  if (!match) return { ok: false, error: MONEY_MESSAGES.invalid };
  const [, signBefore, , signAfter, numberText = ''] = match;
  if (signBefore && signAfter) return { ok: false, error: MONEY_MESSAGES.invalid };
  const parts = splitNumber(numberText);
  if (!parts) return { ok: false, error: MONEY_MESSAGES.invalid };
  return digitsToCents(parts.integer, parts.fraction, (signBefore ?? signAfter) === '-');
}
