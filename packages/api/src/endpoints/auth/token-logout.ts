import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { text } from '../../schemas/primitives';

/**
 * Logout: revokes the refresh token's whole family, so no tab can renew the session afterwards.
 * Public because the access token may already have expired; the refresh token is the credential.
 */
export const tokenLogoutEndpoint = defineEndpoint({
  id: 'tokenLogout',
  method: 'POST',
  path: '/api/v1/token/logout',
  summary: 'Log out: revoke the refresh-token family.',
  description: 'Answers 204 whether or not the token was still valid, so logging out twice is harmless.',
  tag: 'auth',
  auth: 'public',
  body: z.lazy(() => z.object({ refresh_token: text(1, 512) })),
  errors: [],
});

/** Calls `POST /api/v1/token/logout`. */
export function postTokenLogout(
  client: ApiClient,
  body: z.input<typeof tokenLogoutEndpoint.body>,
  options?: CallOptions,
): Promise<undefined> {
  return client.call(tokenLogoutEndpoint, { body }, options);
}
