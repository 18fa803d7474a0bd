import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../schemas/primitives';
import {
  type AssistanceMessageBody,
  AssistanceMessageBodySchema,
  type AssistanceStatusBody,
  AssistanceStatusBodySchema,
  type StaffAssistanceDetail,
  StaffAssistanceDetailSchema,
} from './assistance-schemas';

/*
 * The staff's changes to a request (admin): loaded with the first change or message (decision 038).
 * The queue, the request and the report are files of their own (decision 078).
 */

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
