import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import { type ImportRunsPage, importRunsEndpoint } from '../endpoints/import/import-runs';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/import/runs` — the import history, newest first (admin): API, spreadsheet and Sienge.
 * A module of its own, not in read-hooks.ts, which every customer page loads (decision 038).
 */
export function useImportRuns(
  query: { limit?: number; offset?: number } | null,
  config?: ApiQueryConfig<typeof importRunsEndpoint>,
): SWRResponse<ImportRunsPage, ApiError> {
  return useApiQuery(importRunsEndpoint, query && { query }, config);
}
