/** What went wrong with a bank slip, for code (`code`) and for people (`message`, Portuguese). */
export type BoletoErrorCode =
  | 'bank-code'
  | 'amount'
  | 'free-field'
  | 'due-date'
  | 'factor'
  | 'reference-date'
  | 'length'
  | 'characters'
  | 'field-1-check-digit'
  | 'field-2-check-digit'
  | 'field-3-check-digit'
  | 'general-check-digit'
  | 'odd-length'
  | 'bar-width'
  | 'convenio'
  | 'nosso-numero'
  | 'carteira';

/** A typed bank-slip error with its Portuguese message. */
export interface BoletoError {
  readonly code: BoletoErrorCode;
  readonly message: string;
}

/** Outcome of a bank-slip rule: the value, or the reason it was refused (nothing is thrown). */
export type BoletoResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: BoletoError };

/** Builds a successful result. */
export const ok = <T>(value: T): BoletoResult<T> => ({ ok: true, value });

/** Builds a refusal with its code and Portuguese message. */
export const fail = <T>(code: BoletoErrorCode, message: string): BoletoResult<T> => ({
  ok: false,
  error: { code, message },
});
