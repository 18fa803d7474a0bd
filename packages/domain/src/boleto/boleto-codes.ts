import { BOLETO_MESSAGES } from './boleto-messages';
import { type BoletoError, type BoletoResult, fail, ok } from './boleto-types';
import { modulo10, modulo11Boleto } from './check-digits';

/**
 * Conversions between the 44-digit barcode and the 47-digit digitable line of a FEBRABAN bank slip
 * ("boleto de cobrança"; the 48-digit utility "arrecadação" format is a different layout).
 *
 * Barcode: bank(3) currency(1) DV(1) factor(4) amount(10) free field(25).
 * Line: [bank currency free 1-5 | DV] [free 6-15 | DV] [free 16-25 | DV] [general DV] [factor amount].
 */

/** The printable codes of a bank slip. */
export interface Boleto {
  /** 44-digit barcode, what the Interleaved 2 of 5 bars encode. */
  readonly barcode: string;
  /** 47-digit digitable line, digits only (for copy and paste). */
  readonly digitableLine: string;
  /** The digitable line with the usual dots and spaces, as printed on the slip. */
  readonly formattedLine: string;
}

/** The fields read from a valid barcode or digitable line, with its codes. */
export interface ParsedBoleto extends Boleto {
  /** Bank code, 3 digits ('001' Banco do Brasil, '237' Bradesco, '341' Itaú…). */
  readonly bankCode: string;
  /** Currency digit: '9' is the real; '0' means another currency (rare). */
  readonly currency: string;
  /** Due-date factor 1000..9999, or 0 when the slip carries no due date (see `dateFromFactor`). */
  readonly dueDateFactor: number;
  /** Amount in cents; 0 when the amount is left to the payer. */
  readonly amountCents: number;
  /** The 25-digit free field, laid out by each bank. */
  readonly freeField: string;
}

/** Spaces and punctuation people paste along with the digits (dots, dashes, line breaks…). */
const SEPARATORS = /[\p{P}\p{Z}\s]/gu;

/** Strips separators and checks that only digits remain. */
export function digitsOnly(text: string): string | undefined {
  const cleaned = text.replace(SEPARATORS, '');
  return /^\d*$/.test(cleaned) ? cleaned : undefined;
}

/** Barcode with its general check digit inserted at position 5 (43 digits in, 44 out). */
export function withGeneralCheckDigit(withoutDv: string): string {
  return `${withoutDv.slice(0, 4)}${modulo11Boleto(withoutDv)}${withoutDv.slice(4)}`;
}

/** Digitable line (digits only) of a barcode assumed to be 44 digits. */
function lineFromBarcodeDigits(barcode: string): string {
  const field1 = `${barcode.slice(0, 4)}${barcode.slice(19, 24)}`;
  const field2 = barcode.slice(24, 34);
  const field3 = barcode.slice(34, 44);
  return `${field1}${modulo10(field1)}${field2}${modulo10(field2)}${field3}${modulo10(field3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** Barcode of a digitable line assumed to be 47 digits (field check digits dropped). */
function barcodeFromLineDigits(line: string): string {
  return `${line.slice(0, 4)}${line[32]}${line.slice(33, 47)}${line.slice(4, 9)}${line.slice(10, 20)}${line.slice(21, 31)}`;
}

/** `AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE` from 47 digits. */
function formatLine(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}

/** Digitable line and its printed form for a barcode already known to be 44 valid digits. */
export function codesFromBarcode(barcode: string): Boleto {
  const digitableLine = lineFromBarcodeDigits(barcode);
  return { barcode, digitableLine, formattedLine: formatLine(digitableLine) };
}

function parsedFromBarcode(barcode: string): ParsedBoleto {
  return {
    bankCode: barcode.slice(0, 3),
    currency: barcode.slice(3, 4),
    dueDateFactor: Number(barcode.slice(5, 9)),
    amountCents: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19, 44),
    ...codesFromBarcode(barcode),
  };
}

/**
 * Reads and checks a digitable line typed or pasted in any spacing/punctuation. Refuses, with a
 * Portuguese message naming the problem: non-digits, a length other than 47, a wrong check digit of
 * field 1, 2 or 3 (modulo 10) or a wrong general check digit (modulo 11), checked in that order.
 */
export function parseDigitableLine(text: string): BoletoResult<ParsedBoleto> {
  const line = digitsOnly(text);
  if (line === undefined) return fail('characters', BOLETO_MESSAGES.lineCharacters);
  if (line.length !== 47) return fail('length', BOLETO_MESSAGES.lineLength(line.length));
  const fields = [
    [line.slice(0, 9), line[9]],
    [line.slice(10, 20), line[20]],
    [line.slice(21, 31), line[31]],
  ] as const;
  for (const [index, [digits, dv]] of fields.entries()) {
    if (modulo10(digits) !== Number(dv)) {
      const field = (index + 1) as 1 | 2 | 3;
      return fail(`field-${field}-check-digit`, BOLETO_MESSAGES.fieldCheckDigit(field));
    }
  }
  const barcode = barcodeFromLineDigits(line);
  if (modulo11Boleto(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    return fail('general-check-digit', BOLETO_MESSAGES.generalCheckDigit);
  }
  return ok(parsedFromBarcode(barcode));
}

/**
 * Reads and checks a 44-digit barcode (spaces and punctuation ignored): length, digits only and the
 * general check digit at position 5.
 */
export function parseBarcode(text: string): BoletoResult<ParsedBoleto> {
  const barcode = digitsOnly(text);
  if (barcode === undefined) return fail('characters', BOLETO_MESSAGES.barcodeCharacters);
  if (barcode.length !== 44) return fail('length', BOLETO_MESSAGES.barcodeLength(barcode.length));
  if (modulo11Boleto(barcode.slice(0, 4) + barcode.slice(5)) !== Number(barcode[4])) {
    return fail('general-check-digit', BOLETO_MESSAGES.barcodeCheckDigit);
  }
  return ok(parsedFromBarcode(barcode));
}

/** `null` when the digitable line is valid, otherwise the first problem found (see `parseDigitableLine`). */
export function validateDigitableLine(text: string): BoletoError | null {
  const parsed = parseDigitableLine(text);
  return parsed.ok ? null : parsed.error;
}

/**
 * `null` when a slip code received from outside (an ERP's `code`) has the shape of a digitable line —
 * 47 digits once spaces and dots are left out — otherwise what is wrong with it. Check digits are not verified here:
 * the slip is the bank's, and its PDF stays usable; only a line of the wrong shape cannot be shown
 * for copying. The error belongs to that one slip, never to the page.
 */
export function slipCodeShapeError(text: string): BoletoError | null {
  const line = digitsOnly(text);
  if (line === undefined) return { code: 'characters', message: BOLETO_MESSAGES.lineCharacters };
  if (line.length !== 47) return { code: 'length', message: BOLETO_MESSAGES.lineLength(line.length) };
  return null;
}

/** The 44-digit barcode of a valid digitable line (every check digit verified first). */
export function barcodeFromDigitableLine(text: string): BoletoResult<string> {
  const parsed = parseDigitableLine(text);
  return parsed.ok ? ok(parsed.value.barcode) : parsed;
}

/** The 47-digit digitable line (digits only) of a valid barcode; `parseBarcode` also gives the formatted one. */
export function digitableLineFromBarcode(text: string): BoletoResult<string> {
  const parsed = parseBarcode(text);
  return parsed.ok ? ok(parsed.value.digitableLine) : parsed;
}
