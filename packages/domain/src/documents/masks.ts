/** Length of a fully masked CPF, '000.000.000-00' (spec section 5: the input's max length). */
export const CPF_MASK_LENGTH = 14;

/** Length of a fully masked CNPJ, '00.000.000/0000-00' (spec section 5: the input's max length). */
export const CNPJ_MASK_LENGTH = 18;

/**
 * Puts `separators[i]` before the character at position `i` once the value reaches it, so a partial
 * input is masked as far as it goes ('1234' -> '123.4') and never gets a dangling separator.
 */
function applyMask(chars: readonly string[], separators: Readonly<Record<number, string>>): string {
  return chars.map((char, index) => (separators[index] ?? '') + char).join('');
}

/**
 * Masks CPF input progressively while typing: keeps only the first 11 digits and shapes them as
 * '000.000.000-00' (at most 14 characters). Idempotent: masking a masked value changes nothing.
 */
export function maskCpf(value: string): string {
  const digits = [...value.replace(/\D+/g, '').slice(0, 11)];
  return applyMask(digits, { 3: '.', 6: '.', 9: '-' });
}

/**
 * Masks CNPJ input progressively while typing, shaped as '00.000.000/0000-00' (at most 18 characters).
 * The first 12 positions keep digits and letters (upper-cased) for the alphanumeric CNPJ issued since
 * July 2026; the last 2 (check digits) keep digits only, so a letter typed there is dropped.
 * Idempotent: masking a masked value changes nothing.
 */
export function maskCnpj(value: string): string {
  const chars: string[] = [];
  for (const char of value.toUpperCase()) {
    if (chars.length === 14) break;
    const allowed = chars.length < 12 ? /[0-9A-Z]/ : /[0-9]/;
    if (allowed.test(char)) chars.push(char);
  }
  return applyMask(chars, { 2: '.', 5: '.', 8: '/', 12: '-' });
}

/**
 * Shows a stored document number with its mask: 11 characters as a CPF, 14 as a CNPJ. Anything else
 * (already masked text, a foreign id, '') is returned trimmed and unchanged rather than mangled.
 */
export function formatCpfCnpj(value: string): string {
  const raw = value.trim();
  if (/^\d{11}$/.test(raw)) return maskCpf(raw);
  if (/^[0-9A-Za-z]{12}\d{2}$/.test(raw)) return maskCnpj(raw);
  return raw;
}
