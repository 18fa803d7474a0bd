import * as z from 'zod/mini';
import type { ApiClient, CallOptions } from '../../client/api-client';
import { defineEndpoint } from '../../endpoint';
import { idParam } from '../../schemas/primitives';
import {
  type AssistanceDetail,
  AssistanceDetailSchema,
  type AssistanceMessageBody,
  AssistanceMessageBodySchema,
  type AssistanceRatingBody,
  AssistanceRatingBodySchema,
  type AssistanceSummary,
  AssistanceSummarySchema,
  type CreateAssistanceBody,
  CreateAssistanceBodySchema,
  type DeliveredUnit,
  DeliveredUnitSchema,
  type WarrantyTable,
  WarrantyTableSchema,
} from './assistance-schemas';

/** The company's warranty table: the systems the form offers and their periods (product rule §9). */
export const warrantyTableEndpoint = defineEndpoint({
  id: 'warrantyTable',
  method: 'GET',
  path: '/api/v1/assistance/warranty',
  summary: 'The warranty table: each system and its period from the handover of the keys.',
  tag: 'assistance',
  auth: 'user',
  response: WarrantyTableSchema,
  errors: ['ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Calls `GET /api/v1/assistance/warranty`. */
export function getWarrantyTable(client: ApiClient, options?: CallOptions): Promise<WarrantyTable> {
  return client.call(warrantyTableEndpoint, {}, options);
}

/**
 * The caller's units whose keys were handed over (a handover date on or before today), each with its
 * warranty today, system by system: what 'Nova solicitação' offers. Empty when none is delivered yet.
 */
export const deliveredUnitsEndpoint = defineEndpoint({
  id: 'deliveredUnits',
  method: 'GET',
  path: '/api/v1/assistance/units',
  summary: "The caller's delivered units and their warranty today, system by system.",
  tag: 'assistance',
  auth: 'user',
  response: z.lazy(() => z.array(DeliveredUnitSchema)),
  errors: ['ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Calls `GET /api/v1/assistance/units`. */
export function getDeliveredUnits(client: ApiClient, options?: CallOptions): Promise<DeliveredUnit[]> {
  return client.call(deliveredUnitsEndpoint, {}, options);
}

/** The caller's requests, newest first. */
export const assistanceRequestsEndpoint = defineEndpoint({
  id: 'assistanceRequests',
  method: 'GET',
  path: '/api/v1/assistance/requests',
  summary: "The caller's technical-assistance requests, newest first.",
  tag: 'assistance',
  auth: 'user',
  response: z.lazy(() => z.array(AssistanceSummarySchema)),
  errors: ['ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Calls `GET /api/v1/assistance/requests`. */
export function getAssistanceRequests(
  client: ApiClient,
  options?: CallOptions,
): Promise<AssistanceSummary[]> {
  return client.call(assistanceRequestsEndpoint, {}, options);
}

/** One of the caller's requests with its photos, history and messages; another's is a 404. */
export const assistanceRequestEndpoint = defineEndpoint({
  id: 'assistanceRequest',
  method: 'GET',
  path: '/api/v1/assistance/requests/{id}',
  summary: 'One of the caller’s requests: photos, history and conversation.',
  tag: 'assistance',
  auth: 'user',
  params: z.lazy(() => z.object({ id: idParam() })),
  response: AssistanceDetailSchema,
  errors: ['ASSISTANCE-404', 'ASSISTANCE-LIST-ERROR'],
  failure: 'ASSISTANCE-LIST-ERROR',
});

/** Calls `GET /api/v1/assistance/requests/{id}`. */
export function getAssistanceRequest(
  client: ApiClient,
  id: number,
  options?: CallOptions,
): Promise<AssistanceDetail> {
  return client.call(assistanceRequestEndpoint, { params: { id } }, options);
}

/**
 * Opens a request for one of the caller's delivered units ('Nova solicitação', multipart): the system,
 * where in the unit, the description, the preferred period and up to 10 photos. Out of warranty it is
 * still made, marked so. Answers the request opened.
 */
export const createAssistanceEndpoint = defineEndpoint({
  id: 'createAssistance',
  method: 'POST',
  path: '/api/v1/assistance/requests',
  summary: 'Open a technical-assistance request (multipart, up to 10 photos).',
  description:
    'A unit that is not the caller’s, or not handed over, answers 404 ASSISTANCE-UNIT-404; a system ' +
    'not in the table, 422 ASSISTANCE-SYSTEM-422; a file that is not png, jpeg or webp, or larger than ' +
    '15 MB, 400 ASSISTANCE-PHOTO-400. Photos are re-encoded and their metadata (EXIF location) removed.',
  tag: 'assistance',
  auth: 'user',
  body: CreateAssistanceBodySchema,
  bodyKind: 'multipart',
  response: AssistanceDetailSchema,
  successStatus: 201,
  errors: [
    'ASSISTANCE-UNIT-404',
    'ASSISTANCE-SYSTEM-422',
    'ASSISTANCE-PHOTO-400',
    'RATE-LIMIT-429',
    'ASSISTANCE-ERROR',
  ],
  failure: 'ASSISTANCE-ERROR',
});

/** Calls `POST /api/v1/assistance/requests` (multipart); pass `onUploadProgress` for progress. */
export function postAssistanceRequest(
  client: ApiClient,
  body: CreateAssistanceBody,
  options?: CallOptions,
): Promise<AssistanceDetail> {
  return client.call(createAssistanceEndpoint, { body }, options);
}

/** A message of the customer on one of their open requests, with up to 10 photos. */
export const assistanceMessageEndpoint = defineEndpoint({
  id: 'assistanceMessage',
  method: 'POST',
  path: '/api/v1/assistance/requests/{id}/messages',
  summary: 'Send a message (and photos) on one of the caller’s requests (multipart).',
  description:
    "A closed request ('Concluída' or 'Improcedente') answers 409 ASSISTANCE-CLOSED-409; more than 60 " +
    'photos on the request in all, 409 ASSISTANCE-PHOTOS-409. Answers the request with the message.',
  tag: 'assistance',
  auth: 'user',
  params: z.lazy(() => z.object({ id: idParam() })),
  body: AssistanceMessageBodySchema,
  bodyKind: 'multipart',
  response: AssistanceDetailSchema,
  successStatus: 201,
  errors: [
    'ASSISTANCE-404',
    'ASSISTANCE-CLOSED-409',
    'ASSISTANCE-PHOTOS-409',
    'ASSISTANCE-PHOTO-400',
    'RATE-LIMIT-429',
    'ASSISTANCE-MESSAGE-ERROR',
  ],
  failure: 'ASSISTANCE-MESSAGE-ERROR',
});

/** Calls `POST /api/v1/assistance/requests/{id}/messages` (multipart). */
export function postAssistanceMessage(
  client: ApiClient,
  id: number,
  body: AssistanceMessageBody,
  options?: CallOptions,
): Promise<AssistanceDetail> {
  return client.call(assistanceMessageEndpoint, { params: { id }, body }, options);
}

/** The customer rates a 'Concluída' request, once: 1 to 5 and an optional comment. */
export const rateAssistanceEndpoint = defineEndpoint({
  id: 'rateAssistance',
  method: 'POST',
  path: '/api/v1/assistance/requests/{id}/rating',
  summary: 'Rate a concluded request (1–5 and a comment), once.',
  description: "Not 'Concluída', or already rated, answers 409 ASSISTANCE-RATING-409.",
  tag: 'assistance',
  auth: 'user',
  params: z.lazy(() => z.object({ id: idParam() })),
  body: AssistanceRatingBodySchema,
  response: AssistanceDetailSchema,
  errors: ['ASSISTANCE-404', 'ASSISTANCE-RATING-409', 'ASSISTANCE-RATING-ERROR'],
  failure: 'ASSISTANCE-RATING-ERROR',
});

/** Calls `POST /api/v1/assistance/requests/{id}/rating`. */
export function postAssistanceRating(
  client: ApiClient,
  id: number,
  body: AssistanceRatingBody,
  options?: CallOptions,
): Promise<AssistanceDetail> {
  return client.call(rateAssistanceEndpoint, { params: { id }, body }, options);
}
