import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { contractTermsFields } from '../../schemas/contract-terms';
import { customerIdParam } from '../../schemas/documents';
import { isoDate } from '../../schemas/primitives';

const named = () => z.object({ id: z.int(), name: z.string() });

/**
 * One contract of the customer (spec section 3): bill, company, enterprise and units; and its terms,
 * for the card's saldo devedor (product rule §8).
 */
export const StatementSummarySchema = z.lazy(() =>
  z.object({
    bill_id: z.int(),
    company: named(),
    enterprise: named(),
    unit: z.array(z.object({ name: z.string() })),
    ...contractTermsFields(),
  }),
);

/** One contract summary. */
export type StatementSummary = z.output<typeof StatementSummarySchema>;

/** The customer's contracts with installments due in a window; none → 404 STATEMENTS-404. */
export const userDebitsInfoEndpoint = defineEndpoint({
  id: 'userDebitsInfo',
  method: 'GET',
  path: '/api/v1/financial_statement/user_debits_info',
  summary: "List the caller's contracts (statement summaries).",
  description: 'The portal asks from 2000-01-01 to today plus 10 years (spec section 9).',
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() =>
    z.object({ startDueDate: isoDate(), endDueDate: isoDate(), customerId: customerIdParam() }),
  ),
  response: z.lazy(() => z.array(StatementSummarySchema)),
  errors: ['STATEMENTS-404'],
});

/** Query of the statement summaries. */
export type UserDebitsInfoQuery = z.input<typeof userDebitsInfoEndpoint.query>;

/** Calls `GET /api/v1/financial_statement/user_debits_info`. */
export function getUserDebitsInfo(
  client: ApiClient,
  query: UserDebitsInfoQuery,
  options?: CallOptions,
): Promise<StatementSummary[]> {
  return client.call(userDebitsInfoEndpoint, { query }, options);
}
