import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { cents, isoDate, isoDateTime } from '../../schemas/primitives';
import type { GenerationReportQuery } from './payment-slip-report';
import { generationReportQuery, reportPage } from './report-query';

/** One generated statement (spec section 3); `contract_document` is the contract's 'Título/DOC'. */
export const FinancialStatementRecordSchema = z.lazy(() =>
  z.object({
    contract_id: z.int(),
    contract_document: z.string(),
    name: z.string(),
    customer_email: z.string(),
    contract_date: isoDate(),
    date: isoDateTime(),
    paid_value: cents(),
    due_value: cents(),
  }),
);

/** One generated statement. */
export type FinancialStatementRecord = z.output<typeof FinancialStatementRecordSchema>;

/** The 'Extratos gerados' report (admin only). */
export const financialStatementReportEndpoint = defineEndpoint({
  id: 'financialStatementReport',
  method: 'GET',
  path: '/api/v1/reports/financial-statement',
  summary: 'Report of generated statements (admin).',
  tag: 'reports',
  auth: 'admin',
  query: z.lazy(() => generationReportQuery()),
  response: z.lazy(() => reportPage(FinancialStatementRecordSchema)),
  errors: [],
});

/** A page of the statement report. */
export type FinancialStatementReportPage = z.output<typeof financialStatementReportEndpoint.response>;

/** Calls `GET /api/v1/reports/financial-statement`. */
export function getFinancialStatementReport(
  client: ApiClient,
  query: GenerationReportQuery,
  options?: CallOptions,
): Promise<FinancialStatementReportPage> {
  return client.call(financialStatementReportEndpoint, { query }, options);
}
