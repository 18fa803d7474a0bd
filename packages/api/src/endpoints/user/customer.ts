import { PERSON_TYPES } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { cnpjDigits, cpfDigits, intParam, isoDate, MAX_ID, userType } from '../../schemas/primitives';

/** A customer record (spec section 3). The admin has a negative id and is named 'Administrador'. */
export const CustomerSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    person_type: z.nullable(z.enum(PERSON_TYPES)),
    created_at: isoDate(),
    cpf: z.nullable(cpfDigits()),
    cnpj: z.nullable(cnpjDigits()),
    email: z.string(),
    name: z.string(),
    type: userType(),
  }),
);

/** A customer record. */
export type Customer = z.output<typeof CustomerSchema>;

/** Customer lookup (product rule §2); another customer's id answers 404, like a missing one. */
export const customerEndpoint = defineEndpoint({
  id: 'customer',
  method: 'GET',
  path: '/api/v1/user',
  summary: "Read a customer record by id (the caller's own, or any for an admin).",
  tag: 'user',
  auth: 'user',
  query: z.lazy(() => z.object({ customerId: intParam(-MAX_ID, MAX_ID) })),
  response: CustomerSchema,
  errors: ['NOT-FOUND-404'],
});

/** Query of the customer lookup. */
export type CustomerQuery = z.input<typeof customerEndpoint.query>;

/** Calls `GET /api/v1/user?customerId=`. */
export function getCustomer(
  client: ApiClient,
  query: CustomerQuery,
  options?: CallOptions,
): Promise<Customer> {
  return client.call(customerEndpoint, { query }, options);
}
