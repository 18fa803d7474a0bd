import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { StaffAssistanceDetail } from '../endpoints/assistance/assistance-schemas';
import {
  type AssistanceQueuePage,
  type AssistanceQueueQuery,
  type AssistanceReport,
  type AssistanceReportQuery,
  assistanceQueueEndpoint,
  assistanceReportEndpoint,
  staffAssistanceRequestEndpoint,
} from '../endpoints/assistance/assistance-staff';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * The staff's reads of 'Assistência técnica' (admin, product rule §9). A module of its own, off the
 * chunks customer pages load (decision 038).
 */

/** `GET /api/v1/assistance/queue` — the queue under filters, with the counts by status; null waits. */
export function useAssistanceQueue(
  query: AssistanceQueueQuery | null,
  config?: ApiQueryConfig<typeof assistanceQueueEndpoint>,
): SWRResponse<AssistanceQueuePage, ApiError> {
  return useApiQuery(assistanceQueueEndpoint, query && { query }, config);
}

/** `GET /api/v1/assistance/queue/{id}` — one request with its customer; null waits. */
export function useStaffAssistanceRequest(
  id: number | null,
  config?: ApiQueryConfig<typeof staffAssistanceRequestEndpoint>,
): SWRResponse<StaffAssistanceDetail, ApiError> {
  return useApiQuery(staffAssistanceRequestEndpoint, id === null ? null : { params: { id } }, config);
}

/** `GET /api/v1/reports/assistance` — by status, median time to close, mean rating per enterprise. */
export function useAssistanceReport(
  query: AssistanceReportQuery | null,
  config?: ApiQueryConfig<typeof assistanceReportEndpoint>,
): SWRResponse<AssistanceReport, ApiError> {
  return useApiQuery(assistanceReportEndpoint, query && { query }, config);
}
