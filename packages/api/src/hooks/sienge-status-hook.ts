import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import { type SiengeStatus, siengeStatusEndpoint } from '../endpoints/integrations/sienge';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/integrations/sienge/status` — the Sienge connector's last sync (admin; 503 SIENGE-503
 * when it is off). A module of its own, not in read-hooks.ts, which every customer page loads
 * (decision 038).
 */
export function useSiengeStatus(
  config?: ApiQueryConfig<typeof siengeStatusEndpoint>,
): SWRResponse<SiengeStatus, ApiError> {
  return useApiQuery(siengeStatusEndpoint, {}, config);
}
