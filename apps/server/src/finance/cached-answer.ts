import type { AppContext } from '../context';
import { type PreparedJson, prepareJson } from '../http/prepared-json';
import type { Caller } from '../services/caller';
import { today } from './finance-reads';

/**
 * A finance read through the responses cache. The key holds everything the answer depends on: the
 * read, the caller's customer (every finance read is scoped to it), the parameters, and the São
 * Paulo day (status and balance change at midnight). The entry is dropped on any committed change to
 * contracts, installments, proofs, units, companies or enterprises. Errors (404) are not cached.
 */
export function cachedAnswer<T>(
  ctx: AppContext,
  caller: Caller,
  read: string,
  params: unknown,
  load: () => Promise<T>,
): Promise<PreparedJson<T>> {
  const key = `${read}|${caller.customerId}|${today(ctx)}|${JSON.stringify(params)}`;
  return ctx.caches.responses.getOrLoad(key, 'finance', async () => prepareJson(await load())) as Promise<
    PreparedJson<T>
  >;
}
