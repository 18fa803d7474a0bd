import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ApiError } from '../client/api-error';
import type { Endpoint, EndpointInput, EndpointResponse } from '../endpoint';
import { useApiClient } from './api-context';
import { callOrClaim } from './preloaded-reads';
import { queryKey } from './query-key';

/** One read of {@link useApiQueries}: its answer (also one already in SWR's cache), its failure. */
export interface ApiQueriesEntry<Data> {
  readonly data: Data | undefined;
  readonly error: ApiError | undefined;
  /** Neither an answer nor a failure yet. */
  readonly isLoading: boolean;
}

/** What {@link useApiQueries} gives: each input's read, in the order of the inputs, and its retry. */
export interface ApiQueries<Data, Input> {
  readonly entries: readonly ApiQueriesEntry<Data>[];
  /** Reads one input again (a failed entry's 'Tentar novamente'). */
  readonly retry: (input: Input) => void;
}

export interface ApiQueriesConfig {
  /**
   * Read an input whose answer is already in SWR's cache again when the hook mounts (default true,
   * as SWR's option of the same name); false: the cached answer is the answer.
   */
  readonly revalidateIfStale?: boolean;
  /**
   * At most this many answers of the endpoint in SWR's cache: reaching it empties the endpoint's
   * entries, except the ones this hook is asked for now (the card images' 40, product rules §9).
   */
  readonly cacheLimit?: number;
}

/** A read this hook made: its answer or its failure. */
type Settled<Data> = { readonly data?: Data; readonly error?: ApiError };

/** Empties `endpoint`'s entries of SWR's cache, but `keep`, when they reached `limit`. */
function clearAtLimit(
  cache: ReturnType<typeof useSWRConfig>['cache'],
  endpoint: Endpoint,
  limit: number,
  keep: ReadonlySet<string>,
) {
  const prefix = `${endpoint.id} `;
  const mine = [...cache.keys()].filter((key) => key.startsWith(prefix));
  if (mine.length < limit) return;
  for (const key of mine) if (!keep.has(key)) cache.delete(key);
}

/**
 * Reads one endpoint for a list of inputs that changes with the page (a card per contract, an image
 * per enterprise on screen): each input is read once per mount, on its own (one failing does not fail
 * the others), through SWR's cache under the same key as `useApiQuery`'s, so a page that reads one of
 * them with `useApiQuery` later draws at once. A read started by `preloadRead` is taken over. No
 * automatic retry: a failed entry says so and waits for `retry`.
 */
export function useApiQueries<E extends Endpoint>(
  endpoint: E,
  inputs: readonly EndpointInput<E>[],
  config: ApiQueriesConfig = {},
): ApiQueries<EndpointResponse<E>, EndpointInput<E>> {
  type Data = EndpointResponse<E>;
  const { revalidateIfStale = true, cacheLimit } = config;
  const client = useApiClient();
  const { cache, mutate } = useSWRConfig();
  const [settled, setSettled] = useState<Readonly<Record<string, Settled<Data>>>>({});
  const asked = useRef(new Set<string>());
  const keys = inputs.map((input) => queryKey(endpoint, input));
  const keyList = keys.join('\n');
  const latest = useRef({ inputs, keys });
  latest.current = { inputs, keys };

  const read = useCallback(
    async (key: string, input: EndpointInput<E>) => {
      asked.current.add(key);
      setSettled(({ [key]: _done, ...rest }) => rest);
      try {
        const data = await callOrClaim(client, endpoint, input, key);
        if (cacheLimit !== undefined) clearAtLimit(cache, endpoint, cacheLimit, new Set(latest.current.keys));
        await mutate(key, data, { revalidate: false });
        setSettled((current) => ({ ...current, [key]: { data } }));
      } catch (error) {
        setSettled((current) => ({ ...current, [key]: { error: error as ApiError } }));
      }
    },
    [client, endpoint, cache, mutate, cacheLimit],
  );

  useEffect(() => {
    void keyList;
    const { inputs: wanted, keys: wantedKeys } = latest.current;
    wantedKeys.forEach((key, index) => {
      if (asked.current.has(key)) return;
      if (!revalidateIfStale && cache.get(key)?.data !== undefined) {
        asked.current.add(key);
        return;
      }
      void read(key, wanted[index] as EndpointInput<E>);
    });
  }, [keyList, read, revalidateIfStale, cache]);

  const entries = useMemo(
    () =>
      keyList.split('\n').map((key): ApiQueriesEntry<Data> => {
        const own = settled[key];
        const data = own?.data ?? (cache.get(key)?.data as Data | undefined);
        const error = own?.error;
        return { data, error, isLoading: data === undefined && error === undefined };
      }),
    [keyList, settled, cache],
  );

  const retry = useCallback(
    (input: EndpointInput<E>) => void read(queryKey(endpoint, input), input),
    [endpoint, read],
  );

  return { entries: inputs.length === 0 ? [] : entries, retry };
}
