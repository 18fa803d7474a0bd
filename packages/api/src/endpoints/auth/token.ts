import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { emailAddress, text } from '../../schemas/primitives';
import { type TokenResponse, TokenResponseSchema } from './token-response';

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
  body: z.object({ email: emailAddress(), password: text(1, 256) }),
  response: TokenResponseSchema,
  errors: ['LOGIN-401', 'LOGIN-403', 'LOGIN-503', 'RATE-LIMIT-429'],
});

/** The login body. */
export type TokenBody = z.input<typeof tokenEndpoint.body>;

/** Calls `POST /api/v1/token`. */
export function postToken(client: ApiClient, body: TokenBody, options?: CallOptions): Promise<TokenResponse> {
  return client.call(tokenEndpoint, { body }, options);
}
