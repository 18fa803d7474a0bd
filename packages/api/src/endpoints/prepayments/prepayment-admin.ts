import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { cents, described, idParam, isoDate, isoDateTime } from '../../schemas/primitives';
import { generationReportQuery, reportPage } from '../reports/report-query';
import {
  PREPAYMENT_KINDS,
  PREPAYMENT_QUOTE_REFUSALS,
  PREPAYMENT_STATUSES,
  type PrepaymentQuote,
  type PrepaymentQuoteBody,
  PrepaymentQuoteBodySchema,
  PrepaymentQuoteSchema,
} from './prepayment-schemas';

/** One anticipation as the staff's report lists it. */
export const PrepaymentRecordSchema = z.lazy(() =>
  z.object({
    id: z.int(),
    kind: z.enum(PREPAYMENT_KINDS),
    status: z.enum(PREPAYMENT_STATUSES),
    name: described(z.string(), "The slip's nosso número, or `ANT-` and the id padded to six digits."),
    contract_id: z.int(),
    contract_document: z.string(),
    contract_date: isoDate(),
    enterprise_name: z.string(),
    customer_name: z.string(),
    customer_email: z.string(),
    date: described(isoDateTime(), 'When it was issued or requested.'),
    payment_date: isoDate(),
    installment_numbers: described(z.array(z.int()), 'The numbers of its installments, in order.'),
    total_value: cents(),
    total_discount: cents(),
    total: cents(),
    completed_at: z.nullable(isoDateTime()),
    completed_by: described(z.nullable(z.string()), "Who marked it 'Concluída'; null otherwise."),
  }),
);

/** One anticipation of the report. */
export type PrepaymentRecord = z.output<typeof PrepaymentRecordSchema>;

/**
 * The anticipations report (admin): the generation reports' filters, plus the kind and the status
 * ('Antecipações solicitadas' is `kind=request&status=requested`).
 */
export const prepaymentReportEndpoint = defineEndpoint({
  id: 'prepaymentReport',
  method: 'GET',
  path: '/api/v1/reports/prepayments',
  summary: 'Report of anticipations: slips issued and requests sent (admin).',
  tag: 'reports',
  auth: 'admin',
  query: z.lazy(() =>
    z.extend(generationReportQuery(), {
      kind: z.optional(z.enum(PREPAYMENT_KINDS)),
      status: z.optional(z.enum(PREPAYMENT_STATUSES)),
    }),
  ),
  response: z.lazy(() => reportPage(PrepaymentRecordSchema)),
  errors: ['PREPAYMENT-LIST-ERROR'],
  failure: 'PREPAYMENT-LIST-ERROR',
});

/** Filters of the anticipations report. */
export type PrepaymentReportQuery = z.input<typeof prepaymentReportEndpoint.query>;

/** A page of the anticipations report. */
export type PrepaymentReportPage = z.output<typeof prepaymentReportEndpoint.response>;

/** Calls `GET /api/v1/reports/prepayments`. */
export function getPrepaymentReport(
  client: ApiClient,
  query: PrepaymentReportQuery,
  options?: CallOptions,
): Promise<PrepaymentReportPage> {
  return client.call(prepaymentReportEndpoint, { query }, options);
}

/** 'Concluída': finance has issued the requested anticipation in the ERP (admin). */
export const completePrepaymentEndpoint = defineEndpoint({
  id: 'completePrepayment',
  method: 'POST',
  path: '/api/v1/prepayments/{id}/complete',
  summary: "Mark a requested anticipation 'Concluída' (admin).",
  description:
    'Records who and when. A slip, or an unknown id, answers 404 PREPAYMENT-404; a request already ' +
    'completed, 409 PREPAYMENT-COMPLETE-409.',
  tag: 'reports',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  errors: ['PREPAYMENT-404', 'PREPAYMENT-COMPLETE-409', 'PREPAYMENT-COMPLETE-ERROR'],
  failure: 'PREPAYMENT-COMPLETE-ERROR',
});

/** Calls `POST /api/v1/prepayments/{id}/complete`. */
export function postCompletePrepayment(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<undefined> {
  return client.call(completePrepaymentEndpoint, { params: { id } }, options);
}

/** The simulation of one of a customer's contracts, from the admin's client page (changes nothing). */
export const clientPrepaymentQuoteEndpoint = defineEndpoint({
  id: 'clientPrepaymentQuote',
  method: 'POST',
  path: '/api/v1/clients/{id}/prepayment-quote',
  summary: "Simulate paying a customer's installments ahead (admin).",
  description: 'The same quote the customer sees; `bill_id` must be one of the customer’s contracts.',
  tag: 'user',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  body: PrepaymentQuoteBodySchema,
  response: PrepaymentQuoteSchema,
  errors: ['CLIENT-404', ...PREPAYMENT_QUOTE_REFUSALS, 'PREPAYMENT-QUOTE-ERROR'],
  failure: 'PREPAYMENT-QUOTE-ERROR',
});

/** Calls `POST /api/v1/clients/{id}/prepayment-quote`. */
export function postClientPrepaymentQuote(
  client: ApiClient,
  id: number,
  body: PrepaymentQuoteBody,
  options?: CallOptions,
): Promise<PrepaymentQuote> {
  return client.call(clientPrepaymentQuoteEndpoint, { params: { id }, body }, options);
}
