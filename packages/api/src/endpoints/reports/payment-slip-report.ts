import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { cents, isoDate, isoDateTime } from '../../schemas/primitives';
import { generationReportQuery, reportPage } from './report-query';

/**
 * One generated slip (spec section 3); `name` is the record identifier, `contract_document` the
 * contract's 'Título/DOC' as the statement shows it, `date` when it was generated.
 */
export const PaymentSlipRecordSchema = z.lazy(() =>
  z.object({
    contract_id: z.int(),
    contract_document: z.string(),
    name: z.string(),
    enterprise_name: z.string(),
    customer_email: z.string(),
    contract_date: isoDate(),
    date: isoDateTime(),
    due_date: isoDate(),
    due_value: cents(),
  }),
);

/** One generated slip. */
export type PaymentSlipRecord = z.output<typeof PaymentSlipRecordSchema>;

/** The 'Boletos gerados' report (admin only). */
export const paymentSlipReportEndpoint = defineEndpoint({
  id: 'paymentSlipReport',
  method: 'GET',
  path: '/api/v1/reports/payment-slip',
  summary: 'Report of generated payment slips (admin).',
  tag: 'reports',
  auth: 'admin',
  query: z.lazy(() => generationReportQuery()),
  response: z.lazy(() => reportPage(PaymentSlipRecordSchema)),
  errors: [],
});

/** Filters of the generation reports. */
export type GenerationReportQuery = z.input<typeof paymentSlipReportEndpoint.query>;

/** A page of the slip report. */
export type PaymentSlipReportPage = z.output<typeof paymentSlipReportEndpoint.response>;

/** Calls `GET /api/v1/reports/payment-slip`. */
export function getPaymentSlipReport(
  client: ApiClient,
  query: GenerationReportQuery,
  options?: CallOptions,
): Promise<PaymentSlipReportPage> {
  return client.call(paymentSlipReportEndpoint, { query }, options);
}
