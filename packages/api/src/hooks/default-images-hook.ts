import { CARD_IMAGE_CACHE_LIMIT } from '@portal/domain';
import { useCallback } from 'react';
import type { Cache } from 'swr';
import { cache as swrCache } from 'swr/_internal';
import type { ApiClient } from '../client/api-client';
import { type DefaultImage, defaultImageEndpoint } from '../endpoints/enterprises/default-image';
import { preloadRead } from './preloaded-reads';
import { queryKey } from './query-key';
import { type ApiQueries, useApiQueries } from './use-api-queries';

const inputOf = (enterpriseId: number) => ({ params: { enterpriseId } });

/**
 * `GET /api/v1/enterprise/attachments/default/{enterpriseId}` of the cards on screen: each read once
 * while cached (an answer in SWR's cache is not asked again), the cached answers emptied at 40 (spec
 * section 7, product rules §9) but never those of the cards asked for now. A module of its own: only
 * the enterprises page shows cards (decision 038).
 */
export function useDefaultImages(enterpriseIds: readonly number[]): ApiQueries<DefaultImage, number> {
  const { entries, retry } = useApiQueries(defaultImageEndpoint, enterpriseIds.map(inputOf), {
    revalidateIfStale: false,
    cacheLimit: CARD_IMAGE_CACHE_LIMIT,
  });
  return { entries, retry: useCallback((enterpriseId: number) => retry(inputOf(enterpriseId)), [retry]) };
}

/**
 * Starts reading the images of `enterpriseIds` not already in SWR's cache (`cache`: the default one,
 * the portal's), for `useDefaultImages` to take over; a failure is left for the hook to meet.
 */
export function preloadDefaultImages(
  client: ApiClient,
  enterpriseIds: readonly number[],
  cache: Cache = swrCache,
): void {
  for (const id of enterpriseIds) {
    if (cache.get(queryKey(defaultImageEndpoint, inputOf(id)))?.data !== undefined) continue;
    preloadRead(client, defaultImageEndpoint, inputOf(id)).catch(() => undefined);
  }
}
