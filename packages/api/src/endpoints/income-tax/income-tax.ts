import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { customerIdParam, type ReportLink, ReportLinkSchema } from '../../schemas/documents';
import { idParam, yearParam } from '../../schemas/primitives';

/** Generates the yearly income-tax report ('Informe de rendimentos') of a company's contracts. */
export const incomeTaxEndpoint = defineEndpoint({
  id: 'incomeTax',
  method: 'GET',
  // Named `…/pdf`, it answers JSON with a short-lived link to the PDF: the contract of docs/product/calls.md, section 7 ('Financial').
  path: '/api/v1/income_tax/report/pdf',
  summary: 'Generate the yearly income-tax report PDF.',
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() => z.object({ customerId: customerIdParam(), companyId: idParam(), year: yearParam() })),
  response: ReportLinkSchema,
  errors: ['GET-INCOME-TAX-404', 'RATE-LIMIT-429'],
});

/** Query of the income-tax report. */
export type IncomeTaxQuery = z.input<typeof incomeTaxEndpoint.query>;

/** Calls `GET /api/v1/income_tax/report/pdf`. */
export function getIncomeTax(
  client: ApiClient,
  query: IncomeTaxQuery,
  options?: CallOptions,
): Promise<ReportLink> {
  return client.call(incomeTaxEndpoint, { query }, options);
}
