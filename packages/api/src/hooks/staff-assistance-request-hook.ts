import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { StaffAssistanceDetail } from '../endpoints/assistance/assistance-schemas';
import { staffAssistanceRequestEndpoint } from '../endpoints/assistance/assistance-staff-request';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/assistance/queue/{id}` — one request of 'Assistência técnica' with its customer (admin,
 * product rule §9); null waits. A file of its own, so the request page does not load the queue's and
 * the report's schemas (hooks by area, decision 078).
 */
export function useStaffAssistanceRequest(
  id: number | null,
  config?: ApiQueryConfig<typeof staffAssistanceRequestEndpoint>,
): SWRResponse<StaffAssistanceDetail, ApiError> {
  return useApiQuery(staffAssistanceRequestEndpoint, id === null ? null : { params: { id } }, config);
}
