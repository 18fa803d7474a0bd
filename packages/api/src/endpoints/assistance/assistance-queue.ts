import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { described, idParam, intParam, limitParam, offsetParam } from '../../schemas/primitives';
import { AssistanceQueueItemSchema, assistanceStatus, statusCounts, systemKey } from './assistance-schemas';

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
      // The paging of the lists, not the reports' module: the queue page does not load the reports' parts
      // (decision 078).
      limit: limitParam(),
      offset: offsetParam(),
    }),
  ),
  response: z.lazy(() =>
    z.object({
      items: z.array(AssistanceQueueItemSchema),
      total: z.int().check(z.gte(0)),
      counts: described(statusCounts(), 'Requests by status under the filters other than `status`.'),
      enterprises: described(
        z.array(z.object({ id: z.int(), name: z.string() })),
        'The enterprises with at least one request, whatever the filters, by name: the enterprise filter.',
      ),
      systems: described(
        z.array(z.object({ key: z.string(), label: z.string() })),
        'The warranty systems of at least one request, whatever the filters, by label: the system filter.',
      ),
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
