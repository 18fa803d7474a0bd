import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { type MessageBody, MessageBodySchema } from '../../schemas/error-body';
import { newPassword } from '../../schemas/new-password';
import { cnpjDigits, cpfDigits, emailAddress } from '../../schemas/primitives';

/**
 * Sign-up body (spec section 3): digits only, and exactly one of `cpf`/`cnpj` filled — the other is
 * the empty string, as the observed portal sends it. The password follows the same rules as a reset
 * (spec section 5), so the form, this schema and the server refuse the same passwords.
 */
export const SignUpBodySchema = z.lazy(() =>
  z
    .object({
      cnpj: z.union([z.literal(''), cnpjDigits()]),
      cpf: z.union([z.literal(''), cpfDigits()]),
      email: emailAddress(),
      password: newPassword(),
    })
    .check(
      z.refine((body) => (body.cpf === '') !== (body.cnpj === ''), {
        message: 'Informe o CPF ou o CNPJ (apenas um deles).',
        path: ['cpf'],
      }),
    ),
);

/** Creates an account for a customer already in the company's base (product rule §3). */
export const signUpEndpoint = defineEndpoint({
  id: 'signUp',
  method: 'POST',
  path: '/api/v1/user',
  summary: 'Sign up: create the account of a customer already in the base.',
  description:
    'E-mail and CPF/CNPJ must match a customer of the base (400 SIGN-UP-400); an admin e-mail gives 401 ' +
    '(SIGN-UP-401); any other failure, including an e-mail that already has an account, 421 (SIGN-UP-421). ' +
    'The account stays pending until activated through the e-mail sent at the first login.',
  tag: 'user',
  auth: 'public',
  body: SignUpBodySchema,
  response: MessageBodySchema,
  errors: ['SIGN-UP-400', 'SIGN-UP-401', 'SIGN-UP-421', 'RATE-LIMIT-429'],
  failure: 'SIGN-UP-421',
});

/** The sign-up body. */
export type SignUpBody = z.input<typeof SignUpBodySchema>;

/** Calls `POST /api/v1/user`; resolves with the SIGN-UP-200 outcome. */
export function postSignUp(client: ApiClient, body: SignUpBody, options?: CallOptions): Promise<MessageBody> {
  return client.call(signUpEndpoint, { body }, options);
}
