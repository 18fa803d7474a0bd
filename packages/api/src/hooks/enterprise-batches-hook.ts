import { ENTERPRISE_FETCH_STEP, nextEnterpriseBatch } from '@portal/domain';
import type { SWRInfiniteResponse } from 'swr/infinite';
import type { ApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import {
  type Enterprise,
  type EnterprisesQuery,
  enterprisesEndpoint,
} from '../endpoints/enterprises/enterprises';
import { preloadRead } from './preloaded-reads';
import { useApiPages } from './use-api-pages';

/** The query of the batch of `search` (empty for all) that starts after `loaded` enterprises. */
function batchQuery(search: string, loaded: number): EnterprisesQuery {
  return { ...(search ? { query: search } : {}), ...nextEnterpriseBatch(loaded) };
}

/**
 * `GET /api/v1/enterprises` by name, 100 at a time by offset (spec sections 4 and 9): the batches of
 * `search` (trimmed; empty for all) asked so far. A short batch ends the list; `setSize` asks the
 * next one. The batches already shown are not asked again when the list grows. A module of its own:
 * only the enterprises page pages (decision 038).
 */
export function useEnterpriseBatches(search: string): SWRInfiniteResponse<Enterprise[], ApiError> {
  const text = search.trim();
  return useApiPages(
    enterprisesEndpoint,
    (index, previous) =>
      previous && previous.length < ENTERPRISE_FETCH_STEP
        ? null
        : { query: batchQuery(text, index * ENTERPRISE_FETCH_STEP) },
    { revalidateFirstPage: false },
  );
}

/** Starts reading the first batch of the unfiltered list, the one the enterprises page shows first. */
export function preloadFirstEnterprises(client: ApiClient): Promise<Enterprise[]> {
  return preloadRead(client, enterprisesEndpoint, { query: batchQuery('', 0) });
}
