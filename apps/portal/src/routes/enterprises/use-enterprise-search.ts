import type { ApiError, Enterprise } from '@portal/api';
import { useEnterpriseBatches } from '@portal/api/react';
import { shouldFetchMore } from '@portal/domain';
import { useCallback, useMemo } from 'react';

/** What the enterprises page reads from {@link useEnterpriseSearch}. */
export interface EnterpriseSearch {
  /** Every enterprise loaded so far for the search, in the server's order (by name). */
  enterprises: Enterprise[];
  /** The first batch is on its way (also while retrying after a failure). */
  isLoading: boolean;
  error: ApiError | undefined;
  /** 'Tentar novamente': asks again for every batch of the search. */
  retry: () => void;
  /** Tell it which page of 8 is shown; it fetches the next 100 when the domain rule says so. */
  onPageShown: (pageOffset: number) => void;
}

/**
 * The enterprise search of the enterprises page: the batches of `useEnterpriseBatches` (100 at a time,
 * the caller's own scope, spec sections 4 and 9) as one list, and the next batch asked for when the
 * page shown comes near its end (`shouldFetchMore`).
 */
export function useEnterpriseSearch(query: string): EnterpriseSearch {
  const { data, error, isLoading, size, setSize, mutate } = useEnterpriseBatches(query);

  const enterprises = useMemo(() => data?.flat() ?? [], [data]);
  const lastBatchSize = data?.at(-1)?.length ?? 0;
  const loaded = enterprises.length;
  // A batch asked for but not yet here: `size` runs ahead of `data` until it arrives.
  const isFetchingMore = data !== undefined && size > data.length;

  const onPageShown = useCallback(
    (pageOffset: number) => {
      if (isFetchingMore || error) return;
      if (shouldFetchMore({ loaded, pageOffset, lastBatchSize })) void setSize((current) => current + 1);
    },
    [isFetchingMore, error, loaded, lastBatchSize, setSize],
  );

  return {
    enterprises,
    isLoading,
    error,
    retry: () => void mutate(),
    onPageShown,
  };
}
