import { KNOWN_INSTALLMENT_STATUSES } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { documentFilters } from '../../schemas/documents';
import { cents, described, idParam, isoDate } from '../../schemas/primitives';

/** One installment of a bill (spec section 3). Money fields are integer cents. */
export const InstallmentSchema = z.object({
  installment_number: z.int(),
  installment_id: z.int(),
  due_date: isoDate(),
  status: described(z.enum(KNOWN_INSTALLMENT_STATUSES), 'due = Vencido, payable = A pagar, paid = Pago.'),
  original_value: cents(),
  adjusted_value: cents(),
  current_balance: cents(),
  receipt_date: z.nullable(isoDate()),
  receipt_value: z.nullable(cents()),
  receipt_net_value: z.nullable(cents()),
  proof_of_payment: described(z.boolean(), 'Whether a proof of payment was sent for this installment.'),
  monetary_unit: described(z.string(), 'Monetary unit code; REAL is shown as R$.'),
});

/** One installment. */
export type Installment = z.output<typeof InstallmentSchema>;

/** Lists the installments of one of the caller's bills. */
export const currentDebitBalanceEndpoint = defineEndpoint({
  id: 'currentDebitBalance',
  method: 'GET',
  path: '/api/v1/financial_statement/current_debit_balance',
  summary: 'List the installments of a bill.',
  tag: 'financial',
  auth: 'user',
  query: z.object({ numberTitle: idParam(), ...documentFilters() }),
  response: z.array(InstallmentSchema),
  errors: ['NOT-FOUND-404'],
});

/** Query of the installment list. */
export type CurrentDebitBalanceQuery = z.input<typeof currentDebitBalanceEndpoint.query>;

/** Calls `GET /api/v1/financial_statement/current_debit_balance`. */
export function getCurrentDebitBalance(
  client: ApiClient,
  query: CurrentDebitBalanceQuery,
  options?: CallOptions,
): Promise<Installment[]> {
  return client.call(currentDebitBalanceEndpoint, { query }, options);
}
