import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { contractTermsFields } from '../../schemas/contract-terms';
import { described, idParam } from '../../schemas/primitives';

/**
 * Header of the statement screen (product rule §2): company, document and units of a bill; and, for
 * the saldo devedor and the correction line (product rule §8), the contract's terms and index.
 */
export const BillInfoSchema = z.lazy(() =>
  z.object({
    company: z.object({ name: z.string() }),
    document: z.string(),
    unit: z.array(z.object({ name: z.string() })),
    correction_index: z.optional(
      described(
        z.string().check(z.maxLength(100)),
        "The index correcting the installments ('INCC-M', 'IGP-M', 'IPCA'…); empty when none.",
      ),
    ),
    ...contractTermsFields(),
  }),
);

/** Header data of one bill. */
export type BillInfo = z.output<typeof BillInfoSchema>;

/** Reads the header data of one of the caller's bills. */
export const billInfoEndpoint = defineEndpoint({
  id: 'billInfo',
  method: 'GET',
  path: '/api/v1/financial_statement/bill_info',
  summary: 'Read company, document and units of a bill.',
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() => z.object({ numberTitle: idParam() })),
  response: BillInfoSchema,
  errors: ['NOT-FOUND-404'],
});

/** Calls `GET /api/v1/financial_statement/bill_info`. */
export function getBillInfo(
  client: ApiClient,
  query: z.input<typeof billInfoEndpoint.query>,
  options?: CallOptions,
): Promise<BillInfo> {
  return client.call(billInfoEndpoint, { query }, options);
}
