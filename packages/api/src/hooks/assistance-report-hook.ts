import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import {
  type AssistanceReport,
  type AssistanceReportQuery,
  assistanceReportEndpoint,
} from '../endpoints/assistance/assistance-report';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/reports/assistance` — 'Assistência técnica' by status, median time to close, mean
 * rating per enterprise (admin, product rule §9); null waits. A file of its own (decision 078).
 */
export function useAssistanceReport(
  query: AssistanceReportQuery | null,
  config?: ApiQueryConfig<typeof assistanceReportEndpoint>,
): SWRResponse<AssistanceReport, ApiError> {
  return useApiQuery(assistanceReportEndpoint, query && { query }, config);
}
