import type { ApiClient } from '../client/api-client';
import type { Endpoint, EndpointInput, EndpointResponse } from '../endpoint';
import { queryKey } from './query-key';

/** How long an answer nobody claimed is kept after it arrived: a later visit then reads afresh. */
export const UNCLAIMED_READ_MS = 10_000;

const byClient = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();

function readsOf(client: ApiClient): Map<string, Promise<unknown>> {
  let reads = byClient.get(client);
  if (!reads) {
    reads = new Map();
    byClient.set(client, reads);
  }
  return reads;
}

/**
 * Starts a read before any component asks for it — a page whose data is known from its address, as
 * soon as its code arrives and before it is drawn — and returns its answer. The first `useApiQuery`
 * of the same endpoint and input takes this request instead of making its own; a read asked for twice
 * before that is made once. Unclaimed answers are dropped {@link UNCLAIMED_READ_MS} after they arrive.
 */
export function preloadRead<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const key = queryKey(endpoint, input);
  const reads = readsOf(client);
  const known = reads.get(key);
  if (known) return known as Promise<EndpointResponse<E>>;
  const pending = client.call(endpoint, input);
  reads.set(key, pending);
  const expire = () =>
    setTimeout(() => {
      if (reads.get(key) === pending) reads.delete(key);
    }, UNCLAIMED_READ_MS);
  pending.then(expire, expire);
  return pending;
}

/** The preloaded request for `key`, handed over once (then forgotten), or undefined. */
export function claimPreloadedRead(client: ApiClient, key: string): Promise<unknown> | undefined {
  const reads = byClient.get(client);
  const pending = reads?.get(key);
  if (pending) reads?.delete(key);
  return pending;
}

/**
 * `client.call(endpoint, input)` for reads made outside `useApiQuery` (paged lists): the preloaded
 * request of the same read when there is one, handed over once, or a new call.
 */
export function callOrClaim<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const preloaded = claimPreloadedRead(client, queryKey(endpoint, input));
  return (preloaded as Promise<EndpointResponse<E>> | undefined) ?? client.call(endpoint, input);
}

/**
 * Forgets the preloaded reads of `client`, claimed or not: for a change of who is signed in, with the
 * SWR cache (which the portal owns and empties at the same time).
 */
export function forgetPreloadedReads(client: ApiClient): void {
  byClient.delete(client);
}
