import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import {
  type FinancialStatementReportPage,
  financialStatementReportEndpoint,
} from '../endpoints/reports/financial-statement-report';
import {
  type GenerationReportQuery,
  type PaymentSlipReportPage,
  paymentSlipReportEndpoint,
} from '../endpoints/reports/payment-slip-report';
import {
  type UserHistoryPage,
  type UserHistoryQuery,
  userHistoryEndpoint,
} from '../endpoints/reports/user-history';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

// The admin reports' reads, one hook each. A module of their own, not in read-hooks.ts, which every
// customer page loads: the hooks bring their endpoints' schemas with them (decisions 038 and 078).

/** `GET /api/v1/reports/user-history` — login report (admin). */
export function useUserHistory(
  query: UserHistoryQuery | null,
  config?: ApiQueryConfig<typeof userHistoryEndpoint>,
): SWRResponse<UserHistoryPage, ApiError> {
  return useApiQuery(userHistoryEndpoint, query && { query }, config);
}

/** `GET /api/v1/reports/payment-slip` — 'Boletos gerados' (admin). */
export function usePaymentSlipReport(
  query: GenerationReportQuery | null,
  config?: ApiQueryConfig<typeof paymentSlipReportEndpoint>,
): SWRResponse<PaymentSlipReportPage, ApiError> {
  return useApiQuery(paymentSlipReportEndpoint, query && { query }, config);
}

/** `GET /api/v1/reports/financial-statement` — 'Extratos gerados' (admin). */
export function useFinancialStatementReport(
  query: GenerationReportQuery | null,
  config?: ApiQueryConfig<typeof financialStatementReportEndpoint>,
): SWRResponse<FinancialStatementReportPage, ApiError> {
  return useApiQuery(financialStatementReportEndpoint, query && { query }, config);
}
