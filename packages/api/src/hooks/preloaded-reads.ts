import type { ApiClient } from '../client/api-client';
import type { Endpoint, EndpointInput, EndpointResponse } from '../endpoint';
import { queryKey } from './query-key';

/** How long an answer nobody claimed is kept after it arrived: a later visit then reads afresh. */
export const UNCLAIMED_READ_MS = 10_000;

/** A preloaded request and the client's count of writes when it started. */
interface Preloaded {
  readonly pending: Promise<unknown>;
  readonly writes: number | undefined;
}

const byClient = new WeakMap<ApiClient, Map<string, Preloaded>>();

function readsOf(client: ApiClient): Map<string, Preloaded> {
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
 * before that is made once. Unclaimed answers are dropped {@link UNCLAIMED_READ_MS} after they arrive,
 * and at once when the client sends a write (a proof, a ticket…) before they are claimed: the answer
 * may predate what the write changed.
 */
export function preloadRead<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointResponse<E>> {
  const key = queryKey(endpoint, input);
  const reads = readsOf(client);
  const known = current(client, key);
  if (known) return known as Promise<EndpointResponse<E>>;
  const pending = client.call(endpoint, input);
  const preloaded: Preloaded = { pending, writes: client.writes };
  reads.set(key, preloaded);
  const expire = () =>
    setTimeout(() => {
      if (reads.get(key) === preloaded) reads.delete(key);
    }, UNCLAIMED_READ_MS);
  pending.then(expire, expire);
  return pending;
}

/** The preloaded request for `key` unless a write was sent since it started (then it is dropped). */
function current(client: ApiClient, key: string): Promise<unknown> | undefined {
  const reads = byClient.get(client);
  const preloaded = reads?.get(key);
  if (!preloaded) return undefined;
  if (preloaded.writes !== client.writes) {
    reads?.delete(key);
    return undefined;
  }
  return preloaded.pending;
}

/**
 * The preloaded request for `key`, handed over once (then forgotten), or undefined — also when a write
 * was sent since it started.
 */
export function claimPreloadedRead(client: ApiClient, key: string): Promise<unknown> | undefined {
  const pending = current(client, key);
  if (pending) byClient.get(client)?.delete(key);
  return pending;
}

/**
 * `client.call(endpoint, input)` for reads made outside `useApiQuery` (paged lists): the preloaded
 * request of the same read when there is one, handed over once, or a new call. `key` is the read's
 * `queryKey`, for a caller that has it already.
 */
export function callOrClaim<E extends Endpoint>(
  client: ApiClient,
  endpoint: E,
  input: EndpointInput<E>,
  key: string = queryKey(endpoint, input),
): Promise<EndpointResponse<E>> {
  const preloaded = claimPreloadedRead(client, key);
  return (preloaded as Promise<EndpointResponse<E>> | undefined) ?? client.call(endpoint, input);
}

/**
 * Forgets the preloaded reads of `client`, claimed or not: for a change of who is signed in, with the
 * SWR cache (which the portal owns and empties at the same time).
 */
export function forgetPreloadedReads(client: ApiClient): void {
  byClient.delete(client);
}
