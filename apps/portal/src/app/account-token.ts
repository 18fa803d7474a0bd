/** Longest token the API accepts (`text(1, 512)` of the reset and activation bodies). */
const MAX_TOKEN_LENGTH = 512;

/**
 * The `token` of an e-mailed link (`/reset-password?token=`, `/ativar-conta?token=`), or null when it
 * is missing, blank or longer than the API accepts — the page then says the link is invalid instead
 * of sending a request bound to fail.
 */
export function tokenFromQuery(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return token !== '' && token.length <= MAX_TOKEN_LENGTH ? token : null;
}
