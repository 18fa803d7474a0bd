import { IMPORT_MESSAGES } from '../messages/pt-BR';
import { CNPJ_LENGTH, isValidCnpj, normalizeCnpj } from './cnpj';
import { CPF_LENGTH, isValidCpf } from './cpf';

/** A CPF or CNPJ read from one field, unmasked and upper case, or why it could not be read. */
export type CpfCnpjReading =
  | { readonly ok: true; readonly kind: 'cpf' | 'cnpj'; readonly value: string }
  | { readonly ok: false; readonly message: string };

/**
 * Reads a field that holds either a CPF or a CNPJ (an ERP export or a spreadsheet column 'CPF/CNPJ'):
 * mask punctuation is removed and letters upper-cased; 11 characters are a CPF, 14 a CNPJ (numeric or
 * alphanumeric). The check digits must match; the message says what is wrong, in Portuguese.
 */
export function readCpfCnpj(raw: string): CpfCnpjReading {
  const value = normalizeCnpj(raw.trim());
  if (value === '') return { ok: false, message: IMPORT_MESSAGES.required };
  if (value.length === CPF_LENGTH && /^\d+$/.test(value)) {
    return isValidCpf(value)
      ? { ok: true, kind: 'cpf', value }
      : { ok: false, message: IMPORT_MESSAGES.cpfInvalid };
  }
  if (value.length === CNPJ_LENGTH) {
    return isValidCnpj(value)
      ? { ok: true, kind: 'cnpj', value }
      : { ok: false, message: IMPORT_MESSAGES.cnpjInvalid };
  }
  return { ok: false, message: IMPORT_MESSAGES.cpfCnpjLength };
}
