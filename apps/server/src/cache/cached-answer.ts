import type { AppContext } from '../context';
import type { Dependency } from './change-feed';
import { isPreparedJson, type PreparedJson, prepareJson } from './prepared-json';

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
  /**
   * What the tables the read selects from hold for it (cache/change-feed.ts): whole topics, or the
   * scopes of the caller's customer and of the enterprise it names.
   */
  readonly dependencies: readonly Dependency[];
}

/**
 * A read through the responses cache (docs/decisions/012-read-caches.md, 024): served serialised while
 * nothing it depends on has changed, else loaded, serialised once and kept. `load` may return the
 * answer already serialised (`preparedJsonText`, JSON built in SQL). Errors (404) are never cached,
 * so a refused caller always goes back to the database.
 */
export function cachedAnswer<T>(
  ctx: AppContext,
  read: CachedRead,
  load: () => Promise<T | PreparedJson<T>>,
): Promise<PreparedJson<T>> {
  const key = `${read.read}|${read.scope}|${JSON.stringify(read.params)}`;
  return ctx.caches.responses.getOrLoad(key, read.dependencies, async () => {
    const answer = await load();
    return isPreparedJson(answer) ? answer : prepareJson(answer);
  }) as Promise<PreparedJson<T>>;
}
