import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import {
  type PrepaymentReportPage,
  type PrepaymentReportQuery,
  prepaymentReportEndpoint,
} from '../endpoints/prepayments/prepayment-admin';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

/**
 * `GET /api/v1/reports/prepayments` — the anticipations report and 'Antecipações solicitadas' (admin).
 * A module of its own, off the chunks customer pages load (decision 038).
 */
export function usePrepaymentReport(
  query: PrepaymentReportQuery | null,
  config?: ApiQueryConfig<typeof prepaymentReportEndpoint>,
): SWRResponse<PrepaymentReportPage, ApiError> {
  return useApiQuery(prepaymentReportEndpoint, query && { query }, config);
}
