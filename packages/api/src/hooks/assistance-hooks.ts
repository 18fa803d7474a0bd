import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import {
  assistanceRequestEndpoint,
  assistanceRequestsEndpoint,
  deliveredUnitsEndpoint,
  warrantyTableEndpoint,
} from '../endpoints/assistance/assistance';
import type {
  AssistanceDetail,
  AssistanceSummary,
  DeliveredUnit,
  WarrantyTable,
} from '../endpoints/assistance/assistance-schemas';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * The customer's reads of 'Assistência técnica' (product rule §9). A module of its own, loaded with
 * those pages, not with every customer page (decision 038).
 */

/** `GET /api/v1/assistance/requests` — the caller's requests, newest first. */
export function useAssistanceRequests(
  config?: ApiQueryConfig<typeof assistanceRequestsEndpoint>,
): SWRResponse<AssistanceSummary[], ApiError> {
  return useApiQuery(assistanceRequestsEndpoint, {}, config);
}

/** `GET /api/v1/assistance/requests/{id}` — one request with its history and messages; null waits. */
export function useAssistanceRequest(
  id: number | null,
  config?: ApiQueryConfig<typeof assistanceRequestEndpoint>,
): SWRResponse<AssistanceDetail, ApiError> {
  return useApiQuery(assistanceRequestEndpoint, id === null ? null : { params: { id } }, config);
}

/** `GET /api/v1/assistance/units` — the caller's delivered units and their warranty today. */
export function useDeliveredUnits(
  config?: ApiQueryConfig<typeof deliveredUnitsEndpoint>,
): SWRResponse<DeliveredUnit[], ApiError> {
  return useApiQuery(deliveredUnitsEndpoint, {}, config);
}

/** `GET /api/v1/assistance/warranty` — the company's warranty table. */
export function useWarrantyTable(
  config?: ApiQueryConfig<typeof warrantyTableEndpoint>,
): SWRResponse<WarrantyTable, ApiError> {
  return useApiQuery(warrantyTableEndpoint, {}, config);
}
