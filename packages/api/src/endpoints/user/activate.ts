import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { described, text } from '../../schemas/primitives';
import { NewPasswordSchema } from './reset-password';

/**
 * The portal page the activation e-mail links to (`/ativar-conta?token=…`, product rule §2). It
 * asks for the password chosen at sign-up, or a new one, and activates by `POST /api/v1/user/activate`.
 */
export const ACTIVATION_PAGE_PATH = '/ativar-conta';

/**
 * Activation body: the e-mailed token and the password chosen at sign-up (`password`), or — for whoever
 * does not know it, say because someone else signed up with their e-mail and CPF — a `new_password` that
 * follows the new-password rules. At least one of the two; `new_password` wins when both are sent.
 */
export const ActivateBodySchema = z.lazy(() =>
  z
    .object({
      token: text(1, 512),
      password: z.optional(described(text(1, 256), 'The password chosen at sign-up.')),
      new_password: z.optional(NewPasswordSchema),
    })
    .check(
      z.refine((body) => body.password !== undefined || body.new_password !== undefined, {
        message: 'Informe a senha escolhida no cadastro ou defina uma nova senha.',
        path: ['password'],
      }),
    ),
);

/** The activation body. */
export type ActivateBody = z.input<typeof ActivateBodySchema>;

/**
 * Activates a pending account by proving both the mailbox (token) and the password (decision
 * 016): a GET never changes an account, so a mail scanner or an intruder who signed up first with someone
 * else's e-mail and CPF gains nothing.
 */
export const activateEndpoint = defineEndpoint({
  id: 'activate',
  method: 'POST',
  path: '/api/v1/user/activate',
  summary: 'Activate an account: token of the activation e-mail plus the sign-up password (or a new one).',
  description:
    '200 ACTIVATION-200 when the token is good and `password` is the one chosen at sign-up, or when ' +
    '`new_password` is given (it replaces the password; every session and every other e-mailed link of ' +
    'the account is revoked). A wrong `password` gives 400 ACTIVATION-PASSWORD-400 and leaves the token ' +
    'usable (attempts are rate limited: 429 RATE-LIMIT-429 with Retry-After). An unknown token gives 400 ' +
    'ACTIVATION-400; a used or expired one 410 ACTIVATION-410.',
  tag: 'user',
  auth: 'public',
  body: ActivateBodySchema,
  response: MessageBodySchema,
  errors: ['ACTIVATION-400', 'ACTIVATION-PASSWORD-400', 'ACTIVATION-410', 'RATE-LIMIT-429'],
});

/** Calls `POST /api/v1/user/activate`; resolves with the ACTIVATION-200 outcome. */
export function postActivate(
  client: ApiClient,
  body: ActivateBody,
  options?: CallOptions,
): Promise<MessageBody> {
  return client.call(activateEndpoint, { body }, options);
}
