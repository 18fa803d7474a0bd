import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { documentFilters } from '../../schemas/documents';
import { cents, idParam } from '../../schemas/primitives';

/** Totals of the 'Total a pagar' box (spec section 3), integer cents; an absent field reads as 0. */
export const TotalDebitSchema = z.lazy(() =>
  z.object({
    total_original_value: z._default(cents(), 0),
    total_adjusted_value: z._default(cents(), 0),
    total_additional_value: z._default(cents(), 0),
  }),
);

/** Debit totals. */
export type TotalDebit = z.output<typeof TotalDebitSchema>;

/** Debit totals of the caller, or of one bill when `numberTitle` is given (product rule §2). */
export const totalDebitEndpoint = defineEndpoint({
  id: 'totalDebit',
  method: 'GET',
  path: '/api/v1/financial_statement/total_current_debit_balance',
  summary: 'Read the debit totals of the caller or of one bill.',
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() => z.object({ ...documentFilters(), numberTitle: z.optional(idParam()) })),
  response: TotalDebitSchema,
  errors: ['TOTAL-DEBIT-404'],
});

/** Query of the debit totals. */
export type TotalDebitQuery = z.input<typeof totalDebitEndpoint.query>;

/** Calls `GET /api/v1/financial_statement/total_current_debit_balance`. */
export function getTotalDebit(
  client: ApiClient,
  query: TotalDebitQuery,
  options?: CallOptions,
): Promise<TotalDebit> {
  return client.call(totalDebitEndpoint, { query }, options);
}
