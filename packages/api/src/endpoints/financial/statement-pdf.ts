import { STATEMENT_PDF_FILE_NAME } from '@portal/domain';
import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { customerIdParam, documentFilters, type ReportLink, ReportLinkSchema } from '../../schemas/documents';
import { idParam, intParam, MAX_ID } from '../../schemas/primitives';

/** Generates the statement PDF of a bill and answers a signed link to it. */
export const statementPdfEndpoint = defineEndpoint({
  id: 'statementPdf',
  method: 'GET',
  // Named `…/pdf`, it answers JSON with a short-lived link to the PDF: the contract of docs/product/calls.md, section 7 ('Financial').
  path: '/api/v1/financial_statement/current_debit_balance/pdf',
  summary: 'Generate the statement PDF of a bill.',
  description: `Saved by the portal as '${STATEMENT_PDF_FILE_NAME}'. Recorded for the 'Extratos gerados' report.`,
  tag: 'financial',
  auth: 'user',
  query: z.lazy(() =>
    z.object({
      customerId: customerIdParam(),
      numberTitle: idParam(),
      ...documentFilters(),
      enterpriseId: z._default(intParam(0, MAX_ID), 0),
    }),
  ),
  response: ReportLinkSchema,
  errors: ['EXPORT-TO-PDF-404', 'RATE-LIMIT-429'],
});

/** Query of the statement PDF. */
export type StatementPdfQuery = z.input<typeof statementPdfEndpoint.query>;

/** Calls `GET /api/v1/financial_statement/current_debit_balance/pdf`. */
export function getStatementPdf(
  client: ApiClient,
  query: StatementPdfQuery,
  options?: CallOptions,
): Promise<ReportLink> {
  return client.call(statementPdfEndpoint, { query }, options);
}
