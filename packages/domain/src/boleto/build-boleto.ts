import { type Boleto, codesFromBarcode, withGeneralCheckDigit } from './boleto-codes';
import { BOLETO_MESSAGES } from './boleto-messages';
import { type BoletoResult, fail, ok } from './boleto-types';
import { dueDateFactor } from './due-date-factor';

/** What a bank slip is made of. */
export interface BoletoInput {
  /** Bank code, exactly 3 digits ('001', '237', '341'…). */
  readonly bankCode: string;
  /** Due date, ISO `YYYY-MM-DD`, on or after 2000-07-03. */
  readonly dueDate: string;
  /** Amount in integer cents, 0..9 999 999 999 (10 digits). */
  readonly amountCents: number;
  /** The bank's 25-digit free field (see `buildBancoDoBrasilFreeField` for one layout). */
  readonly freeField: string;
}

const MAX_AMOUNT_CENTS = 9_999_999_999;

/**
 * Builds a FEBRABAN bank slip: barcode (bank, currency '9' = real, modulo-11 general check digit,
 * due-date factor, amount, free field) and digitable line (three modulo-10 fields, general check
 * digit, factor and amount). Bad input is refused with a Portuguese message, never corrected.
 */
export function buildBoleto(input: BoletoInput): BoletoResult<Boleto> {
  const { bankCode, dueDate, amountCents, freeField } = input;
  if (!/^\d{3}$/.test(bankCode)) return fail('bank-code', BOLETO_MESSAGES.bankCode);
  if (!Number.isSafeInteger(amountCents) || amountCents < 0) {
    return fail('amount', BOLETO_MESSAGES.amountNotInteger);
  }
  if (amountCents > MAX_AMOUNT_CENTS) return fail('amount', BOLETO_MESSAGES.amountTooLarge);
  if (!/^\d{25}$/.test(freeField)) return fail('free-field', BOLETO_MESSAGES.freeField);
  const factor = dueDateFactor(dueDate);
  if (!factor.ok) return factor;
  const barcode = withGeneralCheckDigit(
    `${bankCode}9${factor.value}${String(amountCents).padStart(10, '0')}${freeField}`,
  );
  return ok(codesFromBarcode(barcode));
}
