import useSWRInfinite, { type SWRInfiniteConfiguration, type SWRInfiniteResponse } from 'swr/infinite';
import type { ApiError } from '../client/api-error';
import type { Endpoint, EndpointInput, EndpointResponse } from '../endpoint';
import { useApiClient } from './api-context';
import { callOrClaim } from './preloaded-reads';
import { queryKey } from './query-key';
import { onErrorRetry } from './use-api-query';

/** Options of a paged read: SWR's infinite options, typed with the endpoint's answer and `ApiError`. */
export type ApiPagesConfig<E extends Endpoint> = SWRInfiniteConfiguration<EndpointResponse<E>, ApiError>;

/**
 * Reads an endpoint page after page through SWR's infinite hook: `inputOf(index, previous)` gives the
 * input of page `index` from the page before it (`null`: there is no such page). The first page taken
 * by `preloadRead` with the same input is taken over instead of asked again; failures are retried as
 * `useApiQuery`'s are.
 */
export function useApiPages<E extends Endpoint>(
  endpoint: E,
  inputOf: (index: number, previous: EndpointResponse<E> | null) => EndpointInput<E> | null,
  config?: ApiPagesConfig<E>,
): SWRInfiniteResponse<EndpointResponse<E>, ApiError> {
  const client = useApiClient();
  return useSWRInfinite<
    EndpointResponse<E>,
    ApiError,
    (index: number, previous: EndpointResponse<E> | null) => readonly [string, EndpointInput<E>] | null
  >(
    (index, previous) => {
      const input = inputOf(index, previous);
      return input === null ? null : [queryKey(endpoint, input), input];
    },
    ([key, input]) => callOrClaim(client, endpoint, input, key),
    { onErrorRetry, ...config },
  );
}
