import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { newPassword } from '../../schemas/new-password';
import { text } from '../../schemas/primitives';

/** The new password of a reset: the rules sign-up shares (spec section 5). */
export const NewPasswordSchema = z.lazy(() => newPassword());

/** Sets a new password with the token of the reset e-mail; revokes every session of the account. */
export const resetPasswordEndpoint = defineEndpoint({
  id: 'resetPassword',
  method: 'POST',
  path: '/api/v1/user/reset-password',
  summary: 'Set a new password with a reset token.',
  description:
    'A bad, used or expired token gives 400 RESET-PASSWORD-400. Every session of the account ends.',
  tag: 'user',
  auth: 'public',
  body: z.lazy(() => z.object({ token: text(1, 512), new_password: NewPasswordSchema })),
  response: MessageBodySchema,
  errors: ['RESET-PASSWORD-400', 'RESET-PASSWORD-ERROR', 'RATE-LIMIT-429'],
  failure: 'RESET-PASSWORD-ERROR',
});

/** Calls `POST /api/v1/user/reset-password`. */
export function postResetPassword(
  client: ApiClient,
  body: z.input<typeof resetPasswordEndpoint.body>,
  options?: CallOptions,
): Promise<MessageBody> {
  return client.call(resetPasswordEndpoint, { body }, options);
}
