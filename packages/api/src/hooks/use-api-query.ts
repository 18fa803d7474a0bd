import { useEffect } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { type ApiError, isAbortError, isApiError } from '../client/api-error';
import type { Endpoint, EndpointInput, EndpointResponse } from '../endpoint';
import { useApiClient } from './api-context';
import { registryFor } from './inflight-registry';
import { claimPreloadedRead } from './preloaded-reads';
import { queryKey } from './query-key';

/** How long to wait before the n-th retry of a failed read (5 s, 10 s, 20 s). */
const retryDelayMs = (retryCount: number) => 5_000 * 2 ** (retryCount - 1);

/**
 * Retries only what a retry can fix: network failures and 5xx, three times. Aborts, 4xx answers and
 * answers that break the contract would fail the same way again.
 */
export const onErrorRetry: NonNullable<SWRConfiguration['onErrorRetry']> = (
  error: unknown,
  _key,
  _config,
  revalidate,
  { retryCount },
) => {
  if (isAbortError(error) || retryCount > 3) return;
  if (isApiError(error) && error.status !== 0 && error.status < 500) return;
  if (isApiError(error) && error.code === 'RESPONSE-INVALID') return;
  setTimeout(() => revalidate({ retryCount }), retryDelayMs(retryCount));
};

/** Options of a read hook: SWR's, typed with the endpoint's answer and `ApiError`. */
export type ApiQueryConfig<E extends Endpoint> = SWRConfiguration<EndpointResponse<E>, ApiError>;

/**
 * Reads an endpoint through SWR. The key derives from the endpoint and its input (`null` input: no
 * request, e.g. while a parameter is unknown). A read started by `preloadRead` is taken over instead of
 * asked again. The request is aborted when the last component using
 * the key unmounts (SWR does not abort by itself).
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> | null,
  config?: ApiQueryConfig<E>,
): SWRResponse<EndpointResponse<E>, ApiError> {
  const client = useApiClient();
  const registry = registryFor(client);
  const key = input === null ? null : queryKey(endpoint, input);
  useEffect(() => {
    if (key === null) return;
    registry.retain(key);
    return () => registry.release(key);
  }, [registry, key]);
  return useSWR<EndpointResponse<E>, ApiError, string | null>(
    key,
    async (current: string) => {
      const preloaded = claimPreloadedRead(client, current);
      if (preloaded) return (await preloaded) as EndpointResponse<E>;
      const signal = registry.begin(current);
      try {
        return await client.call(endpoint, input as EndpointInput<E>, { signal });
      } finally {
        registry.end(current, signal);
      }
    },
    { onErrorRetry, ...config },
  );
}
