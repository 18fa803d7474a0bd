import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import { type StaffOverview, staffEndpoint } from '../endpoints/staff/staff';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/staff` — the staff accounts and the latest actions on them (admin). A module of its own,
 * not in read-hooks.ts, which every customer page loads (decision 038).
 */
export function useStaff(
  config?: ApiQueryConfig<typeof staffEndpoint>,
): SWRResponse<StaffOverview, ApiError> {
  return useApiQuery(staffEndpoint, {}, config);
}
