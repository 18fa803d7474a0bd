import { DOCUMENT_MESSAGES } from '../messages/pt-BR';
import { isOneRepeatedChar, mod11CheckDigit } from './check-digit';

/** Number of digits of a complete CPF. */
export const CPF_LENGTH = 11;

/** Mask punctuation a person may type or paste around a CPF; anything else makes the value invalid. */
const CPF_PUNCTUATION = /[.\-\s]/g;

function cpfCheckDigits(base: string): string {
  const values = [...base].map(Number);
  const first = mod11CheckDigit(values, Number.POSITIVE_INFINITY);
  const second = mod11CheckDigit([...values, first], Number.POSITIVE_INFINITY);
  return `${first}${second}`;
}

/**
 * The bare 11 digits of a CPF typed with or without its mask ('123.456.789-09' -> '12345678909').
 * Only mask punctuation (dot, hyphen, spaces) is removed, so stray letters keep the value invalid.
 */
export function normalizeCpf(value: string): string {
  return value.replace(CPF_PUNCTUATION, '');
}

/**
 * Tells whether a CPF (masked or not) has 11 digits with correct check digits (Receita Federal
 * modulo-11). Numbers made of one repeated digit ('111.111.111-11') pass the arithmetic but are not
 * issued, so they are refused.
 */
export function isValidCpf(value: string): boolean {
  const cpf = normalizeCpf(value);
  if (!/^\d{11}$/.test(cpf) || isOneRepeatedChar(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/**
 * Completes a 9-digit base with its two check digits, giving a valid CPF (for seeds and tests).
 * @throws RangeError with a Portuguese message when the base is not 9 digits or would give a
 * one-repeated-digit CPF.
 */
export function generateCpf(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError(DOCUMENT_MESSAGES.cpfBaseInvalid);
  const cpf = base + cpfCheckDigits(base);
  if (isOneRepeatedChar(cpf)) throw new RangeError(DOCUMENT_MESSAGES.repeatedDocument);
  return cpf;
}
