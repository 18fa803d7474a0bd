import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, isoDate } from '../../schemas/primitives';
import { statusCounts } from './assistance-schemas';

/** One enterprise of the report. */
export const AssistanceReportEnterpriseSchema = z.lazy(() =>
  z.object({
    enterprise_id: z.int(),
    enterprise_name: z.string(),
    total: z.int(),
    counts: statusCounts(),
    median_days_to_close: described(
      z.nullable(z.number()),
      "Median of the days from opening to 'Concluída' or 'Improcedente'; null when none closed.",
    ),
    average_rating: described(z.nullable(z.number()), 'Mean score of the ratings, 1–5; null when none.'),
    ratings: described(z.int(), 'How many ratings the mean is of.'),
  }),
);

/** One enterprise of the report. */
export type AssistanceReportEnterprise = z.output<typeof AssistanceReportEnterpriseSchema>;

/** The technical-assistance report (admin): requests by status, median time to close, mean rating. */
export const assistanceReportEndpoint = defineEndpoint({
  id: 'assistanceReport',
  method: 'GET',
  path: '/api/v1/reports/assistance',
  summary: 'Technical assistance: requests by status, median time to close, mean rating (admin).',
  description: 'Requests made between `from` and `to` (São Paulo days, both optional, inclusive).',
  tag: 'reports',
  auth: 'admin',
  query: z.lazy(() => z.object({ from: z.optional(isoDate()), to: z.optional(isoDate()) })),
  response: z.lazy(() =>
    z.object({
      total: z.int(),
      counts: statusCounts(),
      median_days_to_close: z.nullable(z.number()),
      average_rating: z.nullable(z.number()),
      ratings: z.int(),
      enterprises: described(z.array(AssistanceReportEnterpriseSchema), 'By enterprise name.'),
    }),
  ),
  errors: ['ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Filters of the report. */
export type AssistanceReportQuery = z.input<typeof assistanceReportEndpoint.query>;

/** The report. */
export type AssistanceReport = z.output<typeof assistanceReportEndpoint.response>;

/** Calls `GET /api/v1/reports/assistance`. */
export function getAssistanceReport(
  client: ApiClient,
  query: AssistanceReportQuery,
  options?: CallOptions,
): Promise<AssistanceReport> {
  return client.call(assistanceReportEndpoint, { query }, options);
}
