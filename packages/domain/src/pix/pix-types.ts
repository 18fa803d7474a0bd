/** What went wrong with a PIX "copia e cola" payload, for code (`code`) and people (`message`). */
export type PixErrorCode =
  | 'key'
  | 'receiver-name'
  | 'receiver-city'
  | 'amount'
  | 'txid'
  | 'description'
  | 'empty'
  | 'malformed'
  | 'payload-format'
  | 'crc'
  | 'no-pix-account'
  | 'missing-field'
  | 'currency'
  | 'country'
  | 'point-of-initiation';

/** A typed PIX error with its Portuguese message. */
export interface PixError {
  readonly code: PixErrorCode;
  readonly message: string;
}

/** Outcome of a PIX rule: the value, or the reason it was refused (nothing is thrown). */
export type PixResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: PixError };

/** Builds a successful result. */
export const pixOk = <T>(value: T): PixResult<T> => ({ ok: true, value });

/** Builds a refusal with its code and Portuguese message. */
export const pixFail = <T>(code: PixErrorCode, message: string): PixResult<T> => ({
  ok: false,
  error: { code, message },
});
