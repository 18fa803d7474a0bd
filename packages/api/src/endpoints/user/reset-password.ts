import {
  checkNewPassword,
  MIN_PASSWORD_LENGTH,
  NEW_PASSWORD_RULE_LABELS,
  type NewPasswordRuleId,
} from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { described, text } from '../../schemas/primitives';

/** One rule of the domain's new-password checklist, as a zod check with the checklist's label. */
const rule = (id: Exclude<NewPasswordRuleId, 'match' | 'length'>) =>
  z.refine<string>((password) => checkNewPassword(password, password).some((r) => r.id === id && r.met), {
    message: NEW_PASSWORD_RULE_LABELS[id],
  });

/**
 * New password rules of spec section 5, the domain's checklist (the confirmation rule stays on the
 * form): a letter, a digit, a special character, at least 8 characters.
 */
export const NewPasswordSchema = described(
  text(MIN_PASSWORD_LENGTH, 256).check(rule('letter'), rule('digit'), rule('special')),
  'At least 8 characters, with a letter, a digit and one of !@#$%^&*(),.?":{}|<>.',
);

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
  body: z.object({ token: text(1, 512), new_password: NewPasswordSchema }),
  response: MessageBodySchema,
  errors: ['RESET-PASSWORD-400', 'RESET-PASSWORD-ERROR', 'RATE-LIMIT-429'],
});

/** Calls `POST /api/v1/user/reset-password`. */
export function postResetPassword(
  client: ApiClient,
  body: z.input<typeof resetPasswordEndpoint.body>,
  options?: CallOptions,
): Promise<MessageBody> {
  return client.call(resetPasswordEndpoint, { body }, options);
}
