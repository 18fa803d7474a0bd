import * as z from 'zod/mini';
import { described } from '../../schemas/primitives';

/** Answer of the token calls (spec section 3): a JWT access token, an opaque refresh token, lifetime. */
export const TokenResponseSchema = z.lazy(() =>
  z.object({
    access_token: described(z.string().check(z.minLength(1)), 'JWT with `customer_id`, `type`, `exp`.'),
    refresh_token: described(
      z.string().check(z.minLength(1)),
      'Opaque refresh token, rotated on every use; reuse of an old one revokes the whole family.',
    ),
    expires_in: described(z.int().check(z.gte(1)), 'Lifetime of the access token, in seconds.'),
  }),
);

/** A token answer. */
export type TokenResponse = z.output<typeof TokenResponseSchema>;
