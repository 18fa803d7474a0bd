import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { emailAddress } from '../../schemas/primitives';

/** Sends the password-reset link; 200 for any well-formed e-mail, known or not (no enumeration). */
export const sendResetPasswordEmailEndpoint = defineEndpoint({
  id: 'sendResetPasswordEmail',
  method: 'POST',
  path: '/api/v1/user/send-reset-password-email',
  summary: 'Send the password-reset e-mail.',
  description:
    'Always 200 (PASSWORD-RECOVERY-200) for a well-formed e-mail, whether an account exists or not. ' +
    'The link `/reset-password?token=…` is single use and expires in 30 minutes.',
  tag: 'user',
  auth: 'public',
  body: z.lazy(() => z.object({ email: emailAddress() })),
  response: MessageBodySchema,
  errors: ['PASSWORD-RECOVERY-ERROR', 'RATE-LIMIT-429'],
  failure: 'PASSWORD-RECOVERY-ERROR',
});

/** Calls `POST /api/v1/user/send-reset-password-email`. */
export function postSendResetPasswordEmail(
  client: ApiClient,
  body: z.input<typeof sendResetPasswordEmailEndpoint.body>,
  options?: CallOptions,
): Promise<MessageBody> {
  return client.call(sendResetPasswordEmailEndpoint, { body }, options);
}
