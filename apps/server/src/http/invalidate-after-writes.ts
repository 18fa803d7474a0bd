import type { MiddlewareHandler } from 'hono';
import type { ChangeFeed } from '../cache/change-feed';
import type { AppEnv } from './app-env';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes on PostgreSQL: a change notification reaches this process a moment after the
 * writing statement returned, so a request that may have written (any unsafe method) drops every
 * cached read itself before its answer leaves — whatever it did, and even when it failed half-way.
 * The next request of the same customer then reads the database. Not needed on PGlite, whose
 * notifications arrive before the write returns.
 */
export function invalidateAfterWrites(feed: ChangeFeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      feed.invalidateAll();
    }
  };
}
