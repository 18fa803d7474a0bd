/** How long the login waits for the public-IP look-up before going on without it. */
export const PUBLIC_IP_TIMEOUT_MS = 3000;

/**
 * The client's public IP from the third-party look-up of the observed portal (spec section 7: a GET
 * answering `{ ip }`), sent with the login for the audit. Off unless the server configures its URL.
 * Any failure — network, timeout, a non-2xx or an odd answer — is logged and gives null: the login
 * never waits on, or fails because of, someone else's service.
 */
export async function lookUpPublicIp(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = PUBLIC_IP_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const answer = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (!answer.ok) throw new Error(`status ${answer.status}`);
    const body: unknown = await answer.json();
    const ip = typeof body === 'object' && body !== null ? (body as { ip?: unknown }).ip : undefined;
    if (typeof ip !== 'string' || ip.trim() === '') throw new Error('answer without ip');
    return ip.trim();
  } catch (error) {
    console.warn('public IP look-up failed', error);
    return null;
  }
}
