import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import {
  type AssistanceQueuePage,
  type AssistanceQueueQuery,
  assistanceQueueEndpoint,
} from '../endpoints/assistance/assistance-queue';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/assistance/queue` — the staff's queue of 'Assistência técnica' under filters, with the
 * counts by status and the filters' options (admin, product rule §9); null waits. One page's hooks,
 * one file: off the chunks the customer pages and the other staff pages load (decisions 038 and 078).
 */
export function useAssistanceQueue(
  query: AssistanceQueueQuery | null,
  config?: ApiQueryConfig<typeof assistanceQueueEndpoint>,
): SWRResponse<AssistanceQueuePage, ApiError> {
  return useApiQuery(assistanceQueueEndpoint, query && { query }, config);
}
