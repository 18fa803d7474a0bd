import { type ApiClient, type ApiError, type Enterprise, enterprisesEndpoint } from '@portal/api';
import { callOrClaim, onErrorRetry, preloadRead, useApiClient } from '@portal/api/react';
import { ENTERPRISE_FETCH_STEP, nextEnterpriseBatch, shouldFetchMore } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';

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

/** One batch of the search: `text` (empty for all) from `loaded` on. */
function readBatch(client: ApiClient, text: string, loaded: number): Promise<Enterprise[]> {
  const query = { ...(text ? { query: text } : {}), ...nextEnterpriseBatch(loaded) };
  return callOrClaim(client, enterprisesEndpoint, { query });
}

/** Starts reading the first batch of the unfiltered list, the one the page shows first. */
export function preloadFirstEnterprises(client: ApiClient): Promise<Enterprise[]> {
  return preloadRead(client, enterprisesEndpoint, { query: nextEnterpriseBatch(0) });
}

/**
 * `GET /api/v1/enterprises` by name, 100 at a time by offset (spec sections 4 and 9): the
 * server answers the caller's own scope (an admin every enterprise, a customer those where they hold
 * units), so both roles search the same way. The next batch starts at `offset = loaded` when
 * `shouldFetchMore` fires; a short batch ends the search.
 */
export function useEnterpriseSearch(query: string): EnterpriseSearch {
  const client = useApiClient();
  const search = query.trim();
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite<
    Enterprise[],
    ApiError,
    (index: number, previous: Enterprise[] | null) => readonly [string, string, number] | null
  >(
    (index, previous) =>
      previous && previous.length < ENTERPRISE_FETCH_STEP
        ? null
        : ['portal:enterprises', search, index * ENTERPRISE_FETCH_STEP],
    ([, text, loaded]) => readBatch(client, text, loaded),
    // The batches already shown stay; only a new one is asked when the list grows.
    { onErrorRetry, revalidateFirstPage: false },
  );

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
