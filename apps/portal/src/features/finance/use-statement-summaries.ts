import { type ApiClient, type ApiError, type StatementSummary, userDebitsInfoEndpoint } from '@portal/api';
import { preloadRead, useUserDebitsInfo } from '@portal/api/react';
import { financialSummaryWindow } from '@portal/domain';
import { useMemo } from 'react';
import type { SWRResponse } from 'swr';
import { useSession } from '../../app/session/use-session';

/**
 * The signed-in customer's contracts (`user_debits_info` from 2000-01-01 to today plus 10 years, spec
 * section 9). The window is read once per mount, so the SWR key (and its cache, shared by every route
 * that lists contracts) stays the same while the page is open. A customer without contracts gets 404
 * STATEMENTS-404: see {@link isNoStatements}.
 */
export function useStatementSummaries(): SWRResponse<StatementSummary[], ApiError> {
  const customerId = useSession().user?.customerId;
  const window = useMemo(() => financialSummaryWindow(new Date()), []);
  return useUserDebitsInfo(customerId === undefined ? null : { ...window, customerId });
}

/** Starts reading the contracts before a page is drawn: the request `useStatementSummaries` takes. */
export function preloadStatementSummaries(client: ApiClient, customerId: number): void {
  const query = { ...financialSummaryWindow(new Date()), customerId };
  void preloadRead(client, userDebitsInfoEndpoint, { query });
}

/** True for the answer that means "this customer has no statements" (404), not a failure. */
export function isNoStatements(error: ApiError | undefined): boolean {
  return error?.status === 404;
}
