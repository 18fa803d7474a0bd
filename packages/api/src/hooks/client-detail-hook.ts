import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import { type ClientDetail, clientDetailEndpoint } from '../endpoints/clients/client-access';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/clients/{id}` — the admin's client page. A module of its own, not in read-hooks.ts,
 * which every customer page loads (decision 038).
 */
export function useClientDetail(
  id: number,
  config?: ApiQueryConfig<typeof clientDetailEndpoint>,
): SWRResponse<ClientDetail, ApiError> {
  return useApiQuery(clientDetailEndpoint, { params: { id } }, config);
}
