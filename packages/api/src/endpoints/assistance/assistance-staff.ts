import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, intParam, isoDate } from '../../schemas/primitives';
import { reportPaging } from '../reports/report-query';
import {
  type AssistanceMessageBody,
  AssistanceMessageBodySchema,
  AssistanceQueueItemSchema,
  type AssistanceStatusBody,
  AssistanceStatusBodySchema,
  assistanceStatus,
  type StaffAssistanceDetail,
  StaffAssistanceDetailSchema,
  statusCounts,
  systemKey,
} from './assistance-schemas';

/**
 * The staff's queue (admin): requests filtered by status, enterprise, system and age, oldest first, a
 * page of them, how many match, and the counts by status under the other filters.
 */
export const assistanceQueueEndpoint = defineEndpoint({
  id: 'assistanceQueue',
  method: 'GET',
  path: '/api/v1/assistance/queue',
  summary: 'The technical-assistance queue with filters and counts by status (admin).',
  tag: 'assistance',
  auth: 'admin',
  query: z.lazy(() =>
    z.object({
      status: z.optional(assistanceStatus()),
      enterprise_id: z.optional(idParam()),
      system: z.optional(systemKey()),
      min_age_days: z.optional(
        described(intParam(0, 3650), 'Only requests made at least this many days ago (São Paulo days).'),
      ),
      ...reportPaging,
    }),
  ),
  response: z.lazy(() =>
    z.object({
      items: z.array(AssistanceQueueItemSchema),
      total: z.int().check(z.gte(0)),
      counts: described(statusCounts(), 'Requests by status under the filters other than `status`.'),
    }),
  ),
  errors: ['ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Filters of the queue. */
export type AssistanceQueueQuery = z.input<typeof assistanceQueueEndpoint.query>;

/** A page of the queue. */
export type AssistanceQueuePage = z.output<typeof assistanceQueueEndpoint.response>;

/** Calls `GET /api/v1/assistance/queue`. */
export function getAssistanceQueue(
  client: ApiClient,
  query: AssistanceQueueQuery,
  options?: CallOptions,
): Promise<AssistanceQueuePage> {
  return client.call(assistanceQueueEndpoint, { query }, options);
}

/** One request of the queue opened by the staff (admin). */
export const staffAssistanceRequestEndpoint = defineEndpoint({
  id: 'staffAssistanceRequest',
  method: 'GET',
  path: '/api/v1/assistance/queue/{id}',
  summary: 'One technical-assistance request with its customer (admin).',
  tag: 'assistance',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  response: StaffAssistanceDetailSchema,
  errors: ['ASSISTANCE-404', 'ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Calls `GET /api/v1/assistance/queue/{id}`. */
export function getStaffAssistanceRequest(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<StaffAssistanceDetail> {
  return client.call(staffAssistanceRequestEndpoint, { params: { id } }, options);
}

/**
 * Changes a request's status (admin): kept in the history, audited, and e-mailed to the customer.
 * A status that may not follow the current one answers 409 ASSISTANCE-STATUS-409; a missing reason or
 * visit, 422 ASSISTANCE-CHANGE-422 with the fields in `issues`.
 */
export const assistanceStatusEndpoint = defineEndpoint({
  id: 'assistanceStatus',
  method: 'POST',
  path: '/api/v1/assistance/queue/{id}/status',
  summary: 'Change the status of a request (admin); the customer is e-mailed.',
  tag: 'assistance',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  body: AssistanceStatusBodySchema,
  response: StaffAssistanceDetailSchema,
  errors: ['ASSISTANCE-404', 'ASSISTANCE-STATUS-409', 'ASSISTANCE-CHANGE-422', 'ASSISTANCE-STATUS-ERROR'],
  failure: 'ASSISTANCE-STATUS-ERROR',
});

/** Calls `POST /api/v1/assistance/queue/{id}/status`. */
export function postAssistanceStatus(
  client: ApiClient,
  id: number,
  body: AssistanceStatusBody,
  options?: CallOptions,
): Promise<StaffAssistanceDetail> {
  return client.call(assistanceStatusEndpoint, { params: { id }, body }, options);
}

/** A message of the staff on a request (admin, multipart, up to 10 photos); the customer is e-mailed. */
export const staffAssistanceMessageEndpoint = defineEndpoint({
  id: 'staffAssistanceMessage',
  method: 'POST',
  path: '/api/v1/assistance/queue/{id}/messages',
  summary: 'Send a message (and photos) to the customer of a request (admin, multipart).',
  tag: 'assistance',
  auth: 'admin',
  params: z.lazy(() => z.object({ id: idParam() })),
  body: AssistanceMessageBodySchema,
  bodyKind: 'multipart',
  response: StaffAssistanceDetailSchema,
  successStatus: 201,
  errors: [
    'ASSISTANCE-404',
    'ASSISTANCE-CLOSED-409',
    'ASSISTANCE-PHOTOS-409',
    'ASSISTANCE-PHOTO-400',
    'ASSISTANCE-MESSAGE-ERROR',
  ],
  failure: 'ASSISTANCE-MESSAGE-ERROR',
});

/** Calls `POST /api/v1/assistance/queue/{id}/messages` (multipart). */
export function postStaffAssistanceMessage(
  client: ApiClient,
  id: number,
  body: AssistanceMessageBody,
  options?: CallOptions,
): Promise<StaffAssistanceDetail> {
  return client.call(staffAssistanceMessageEndpoint, { params: { id }, body }, options);
}

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
