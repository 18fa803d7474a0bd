import type { MiddlewareHandler } from 'hono';
import { type ChangeFeed, scopeOfCustomer } from '../cache/change-feed';
import type { AppEnv } from './app-env';

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-your-writes on PostgreSQL: a change notification reaches this process a moment after the
 * writing statement returned, so a request that may have written (any unsafe method) drops, before its
 * answer leaves, the cached reads it may have changed — whatever it did, and even when it failed
 * half-way. The next request of the same caller then reads the database. Not needed on PGlite, whose
 * notifications arrive before the write returns.
 *
 * A customer can write only their own rows: proofs of payment (their finance scope), their account,
 * sessions and tickets (`people`, dropped whole: the callers cache is keyed by session, not by
 * customer). So their write drops those two and leaves every other customer's answers cached. A write
 * by an administrator, or by a caller the route did not authenticate as a customer (an ERP webhook,
 * an import with an integration key, a sign-in), may touch anything: it drops everything, as before.
 */
export function invalidateAfterWrites(feed: ChangeFeed): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    try {
      await next();
    } finally {
      const caller = c.get('caller');
      if (caller && caller.type === 'user') {
        feed.changed('finance', [scopeOfCustomer(caller.customerId)]);
        feed.changed('people');
      } else {
        feed.invalidateAll();
      }
    }
  };
}
