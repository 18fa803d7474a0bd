import type { AppContext } from '../context';
import { type PreparedJson, prepareJson } from '../http/prepared-json';
import type { ChangeTopic } from './change-feed';

/** What names one cached answer, and what makes it stale. */
export interface CachedRead {
  /** The read (the endpoint id). */
  readonly read: string;
  /**
   * Whose answer it is: whatever, besides the parameters, the answer depends on about the caller
   * (the customer for a finance read; 'admin' or the customer for an enterprise read, which an
   * administrator sees whole). Two callers with one scope must be entitled to the same answer.
   */
  readonly scope: string | number;
  /** Everything else the answer depends on (query parameters, the São Paulo day). */
  readonly params: unknown;
  /** The topics of every table the read selects from (cache/change-feed.ts). */
  readonly topics: readonly ChangeTopic[];
}

/**
 * A read through the responses cache (docs/decisions/012-read-caches.md): served serialised while no
 * table it selects from has changed, else loaded, serialised once and kept. Errors (404) are never
 * cached, so a refused caller always goes back to the database.
 */
export function cachedAnswer<T>(
  ctx: AppContext,
  read: CachedRead,
  load: () => Promise<T>,
): Promise<PreparedJson<T>> {
  const key = `${read.read}|${read.scope}|${JSON.stringify(read.params)}`;
  return ctx.caches.responses.getOrLoad(key, read.topics, async () => prepareJson(await load())) as Promise<
    PreparedJson<T>
  >;
}
