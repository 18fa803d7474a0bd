import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../schemas/primitives';
import { type StaffAssistanceDetail, StaffAssistanceDetailSchema } from './assistance-schemas';

/*
 * The staff's read of one request: a file of its own so that the request page does not load the
 * queue's and the report's schemas (hooks and endpoints by area, decision 078).
 */

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
