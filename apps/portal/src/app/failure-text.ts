import { isApiError } from '@portal/api';
import { type ErrorCode, messageForCode } from '@portal/domain';

/**
 * The text a person reads when a call failed (spec section 8, "failure: server error text or <text>"):
 * the server's own answer for a 4xx (its `msg`, already in `ApiError.message`), and the call's own
 * failure text (`fallback`, a catalogue code) when the server was not reached or broke (status 0 or
 * 5xx), whose generic text would not say which action failed.
 */
export function failureText(error: unknown, fallback: ErrorCode): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return messageForCode(fallback);
}
