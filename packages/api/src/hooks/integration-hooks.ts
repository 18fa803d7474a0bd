import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import { type ImportRunsPage, importRunsEndpoint } from '../endpoints/import/import-runs';
import { type SiengeStatus, siengeStatusEndpoint } from '../endpoints/integrations/sienge';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/*
 * The reads of the administrator's integration screens ('Importar dados', 'Integração Sienge'), apart
 * from read-hooks.ts: every customer page loads that module, and these pull in the import and Sienge
 * schemas (3.5 KiB gzip) that only these two admin pages need.
 */

/** `GET /api/v1/import/runs` — the import history, newest first (admin): API, spreadsheet and Sienge. */
export function useImportRuns(
  query: { limit?: number; offset?: number } | null,
  config?: ApiQueryConfig<typeof importRunsEndpoint>,
): SWRResponse<ImportRunsPage, ApiError> {
  return useApiQuery(importRunsEndpoint, query && { query }, config);
}

/** `GET /api/v1/integrations/sienge/status` — the Sienge connector's last sync (admin; 503 when off). */
export function useSiengeStatus(
  config?: ApiQueryConfig<typeof siengeStatusEndpoint>,
): SWRResponse<SiengeStatus, ApiError> {
  return useApiQuery(siengeStatusEndpoint, {}, config);
}
