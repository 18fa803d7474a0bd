import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schemas/primitives';
import { type TokenResponse, TokenResponseSchema } from './token-response';

/** Trades a refresh token for a new pair (the old refresh token is spent). */
export const tokenRefreshEndpoint = defineEndpoint({
  id: 'tokenRefresh',
  method: 'POST',
  path: '/api/v1/token/refresh',
  summary: 'Renew the tokens with a refresh token (rotation).',
  description:
    'Each refresh token works once; a reused one revokes its whole family (a few seconds of grace ' +
    'cover parallel refreshes from several tabs). An unknown, spent or expired token gives 401.',
  tag: 'auth',
  auth: 'public',
  body: z.lazy(() => z.object({ refresh_token: text(1, 512) })),
  response: TokenResponseSchema,
  errors: ['SESSION-401', 'RATE-LIMIT-429'],
});

/** Calls `POST /api/v1/token/refresh`. */
export function postTokenRefresh(
  client: ApiClient,
  body: z.input<typeof tokenRefreshEndpoint.body>,
  options?: CallOptions,
): Promise<TokenResponse> {
  return client.call(tokenRefreshEndpoint, { body }, options);
}
