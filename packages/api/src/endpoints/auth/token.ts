import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, emailAddress, text } from '../../schemas/primitives';
import { type TokenResponse, TokenResponseSchema } from './token-response';

/**
 * Header of the login carrying the public IP the browser looked up (spec section 7). The client sends
 * only the headers an endpoint declares, so it is declared here. The server never takes it as the
 * caller's address: it is the client's own claim, kept apart as the "declared IP"
 * (docs/decisions/019-login-declared-public-ip.md).
 */
export const PUBLIC_IP_HEADER = 'x-client-public-ip';

/** The login's optional headers: the declared public IP, an IPv4 or IPv6 literal. */
export const TokenHeadersSchema = z.lazy(() =>
  z.object({
    [PUBLIC_IP_HEADER]: z.optional(
      described(
        z.union([z.ipv4(), z.ipv6()]),
        "The client's public IP as a third-party look-up gave it; recorded as declared, never trusted.",
      ),
    ),
  }),
);

/** Login: e-mail and password in, tokens out. */
export const tokenEndpoint = defineEndpoint({
  id: 'token',
  method: 'POST',
  path: '/api/v1/token',
  summary: 'Log in with e-mail and password.',
  description:
    'A pending account gets the activation e-mail and a 403 (LOGIN-403), or a 503 (LOGIN-503) when the ' +
    'e-mail cannot be sent right now. Unknown e-mail and wrong ' +
    'password give the same 401. Failed attempts are rate limited (429 with Retry-After).',
  tag: 'auth',
  auth: 'public',
  headers: TokenHeadersSchema,
  body: z.lazy(() => z.object({ email: emailAddress(), password: text(1, 256) })),
  response: TokenResponseSchema,
  errors: ['LOGIN-401', 'LOGIN-403', 'LOGIN-BLOCKED-403', 'LOGIN-503', 'RATE-LIMIT-429'],
});

/** The login body. */
export type TokenBody = z.input<typeof tokenEndpoint.body>;

/** Options of the login call: the public IP the browser looked up, when the look-up answered. */
export interface TokenCallOptions extends CallOptions {
  readonly publicIp?: string | null | undefined;
}

/**
 * Calls `POST /api/v1/token`; a `publicIp` that is not an IP literal (a look-up's odd answer) is left
 * out rather than failing the login.
 */
export function postToken(
  client: ApiClient,
  body: TokenBody,
  options?: TokenCallOptions,
): Promise<TokenResponse> {
  const ip = options?.publicIp?.trim();
  const declared = ip && z.safeParse(TokenHeadersSchema, { [PUBLIC_IP_HEADER]: ip }).success;
  return client.call(tokenEndpoint, { body, headers: declared ? { [PUBLIC_IP_HEADER]: ip } : {} }, options);
}
