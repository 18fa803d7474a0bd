import { DOCUMENT_MESSAGES } from '../messages/pt-BR';
import { isOneRepeatedChar, mod11CheckDigit } from './check-digit';

/** Number of characters of a complete CNPJ (12 of base, 2 check digits). */
export const CNPJ_LENGTH = 14;

/** Mask punctuation a person may type or paste around a CNPJ; anything else makes the value invalid. */
const CNPJ_PUNCTUATION = /[./\-\s]/g;

/**
 * Value of one CNPJ character in the check-digit sum: its character code minus 48, so '0'-'9' are 0-9
 * and 'A'-'Z' are 17-42 (Receita Federal, alphanumeric CNPJ, IN RFB 2.229/2024).
 */
function cnpjCharValue(char: string): number {
  return char.charCodeAt(0) - 48;
}

function cnpjCheckDigits(base: string): string {
  const values = [...base].map(cnpjCharValue);
  const first = mod11CheckDigit(values, 9);
  const second = mod11CheckDigit([...values, first], 9);
  return `${first}${second}`;
}

/**
 * A CNPJ without its mask and in upper case ('12.abc.345/01de-35' -> '12ABC34501DE35'). Only mask
 * punctuation (dot, slash, hyphen, spaces) is removed, so stray characters keep the value invalid.
 */
export function normalizeCnpj(value: string): string {
  return value.replace(CNPJ_PUNCTUATION, '').toUpperCase();
}

/**
 * Tells whether a CNPJ (masked or not, numeric or alphanumeric) is valid: 12 characters 0-9/A-Z,
 * then 2 numeric check digits matching the modulo-11 rule (weights 2 to 9 from the right, character
 * code minus 48). Letters are accepted in either case. One repeated character is refused.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || isOneRepeatedChar(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/**
 * Completes a 12-character base (digits and/or upper-case letters) with its two check digits, giving
 * a valid CNPJ (for seeds and tests); a numeric base gives a classic numeric CNPJ.
 * @throws RangeError with a Portuguese message when the base is malformed or would give a
 * one-repeated-character CNPJ.
 */
export function generateCnpj(base: string): string {
  if (!/^[0-9A-Z]{12}$/.test(base)) throw new RangeError(DOCUMENT_MESSAGES.cnpjBaseInvalid);
  const cnpj = base + cnpjCheckDigits(base);
  if (isOneRepeatedChar(cnpj)) throw new RangeError(DOCUMENT_MESSAGES.repeatedDocument);
  return cnpj;
}
