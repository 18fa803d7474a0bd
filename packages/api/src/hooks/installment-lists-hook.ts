import { useCallback } from 'react';
import {
  type CurrentDebitBalanceQuery,
  currentDebitBalanceEndpoint,
  type InstallmentListRow,
} from '../endpoints/financial/current-debit-balance';
import { type ApiQueries, useApiQueries } from './use-api-queries';

/**
 * `GET /api/v1/financial_statement/current_debit_balance` of several bills at once (a card per
 * contract), each on its own: one failing does not fail the others, and each answer is cached under
 * `useCurrentDebitBalance`'s key, so the statement page of that bill draws at once. A module of its
 * own: only the contracts page reads several (decision 038).
 */
export function useInstallmentLists(
  queries: readonly CurrentDebitBalanceQuery[],
): ApiQueries<InstallmentListRow[], CurrentDebitBalanceQuery> {
  const { entries, retry } = useApiQueries(
    currentDebitBalanceEndpoint,
    queries.map((query) => ({ query })),
  );
  return { entries, retry: useCallback((query: CurrentDebitBalanceQuery) => retry({ query }), [retry]) };
}
