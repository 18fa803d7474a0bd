import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
import type { Attachment, AttachmentsQuery } from '../endpoints/enterprises/attachments';
import { attachmentsEndpoint } from '../endpoints/enterprises/attachments';
import { type Timeline, timelineEndpoint } from '../endpoints/enterprises/timeline';
import { type BillInfo, billInfoEndpoint } from '../endpoints/financial/bill-info';
import {
  type CurrentDebitBalanceQuery,
  currentDebitBalanceEndpoint,
  type InstallmentListRow,
} from '../endpoints/financial/current-debit-balance';
import {
  type TotalDebit,
  type TotalDebitQuery,
  totalDebitEndpoint,
} from '../endpoints/financial/total-debit';
import {
  type StatementSummary,
  type UserDebitsInfoQuery,
  userDebitsInfoEndpoint,
} from '../endpoints/financial/user-debits-info';
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
import { type Customer, type CustomerQuery, customerEndpoint } from '../endpoints/user/customer';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

// One hook per read of the contract. A `null` argument means "not yet": no request is made.

/** `GET /api/v1/user?customerId=` — the customer record. */
export function useCustomer(
  query: CustomerQuery | null,
  config?: ApiQueryConfig<typeof customerEndpoint>,
): SWRResponse<Customer, ApiError> {
  return useApiQuery(customerEndpoint, query && { query }, config);
}

/** `GET /api/v1/enterprise/attachments` — the construction photos. */
export function useAttachments(
  query: AttachmentsQuery | null,
  config?: ApiQueryConfig<typeof attachmentsEndpoint>,
): SWRResponse<Attachment[], ApiError> {
  return useApiQuery(attachmentsEndpoint, query && { query }, config);
}

/** `GET /api/v1/enterprise/timeline` — construction progress. */
export function useTimeline(
  enterpriseId: number | null,
  config?: ApiQueryConfig<typeof timelineEndpoint>,
): SWRResponse<Timeline, ApiError> {
  const input = enterpriseId === null ? null : { query: { enterprise_id: enterpriseId } };
  return useApiQuery(timelineEndpoint, input, config);
}

/** `GET /api/v1/financial_statement/user_debits_info` — the caller's contracts. */
export function useUserDebitsInfo(
  query: UserDebitsInfoQuery | null,
  config?: ApiQueryConfig<typeof userDebitsInfoEndpoint>,
): SWRResponse<StatementSummary[], ApiError> {
  return useApiQuery(userDebitsInfoEndpoint, query && { query }, config);
}

/** `GET /api/v1/financial_statement/bill_info` — header of one bill. */
export function useBillInfo(
  numberTitle: number | null,
  config?: ApiQueryConfig<typeof billInfoEndpoint>,
): SWRResponse<BillInfo, ApiError> {
  const input = numberTitle === null ? null : { query: { numberTitle } };
  return useApiQuery(billInfoEndpoint, input, config);
}

/**
 * `GET /api/v1/financial_statement/current_debit_balance` — installments of one bill; a row that could
 * not be read comes as an `UnreadableInstallment` (split them with `splitInstallmentRows`).
 */
export function useCurrentDebitBalance(
  query: CurrentDebitBalanceQuery | null,
  config?: ApiQueryConfig<typeof currentDebitBalanceEndpoint>,
): SWRResponse<InstallmentListRow[], ApiError> {
  return useApiQuery(currentDebitBalanceEndpoint, query && { query }, config);
}

/** `GET /api/v1/financial_statement/total_current_debit_balance` — debit totals. */
export function useTotalDebit(
  query: TotalDebitQuery | null,
  config?: ApiQueryConfig<typeof totalDebitEndpoint>,
): SWRResponse<TotalDebit, ApiError> {
  return useApiQuery(totalDebitEndpoint, query && { query }, config);
}

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
