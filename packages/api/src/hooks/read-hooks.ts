import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/api-error';
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
import { type Customer, type CustomerQuery, customerEndpoint } from '../endpoints/user/customer';
import { type ApiQueryConfig, useApiQuery } from './use-api-query';

// One hook per read of the contract. A `null` argument means "not yet": no request is made. The
// admin reports' hooks are in report-hooks.ts and the construction's in enterprise-hooks.ts: a page
// that loads this module loads the endpoints it names with it (decision 078).

/** `GET /api/v1/user?customerId=` — the customer record. */
export function useCustomer(
  query: CustomerQuery | null,
  config?: ApiQueryConfig<typeof customerEndpoint>,
): SWRResponse<Customer, ApiError> {
  return useApiQuery(customerEndpoint, query && { query }, config);
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
