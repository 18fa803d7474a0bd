import type { SessionRow } from '../security/session-row';
import type { ChangeFeed } from './change-feed';
import type { PreparedJson } from './prepared-json';
import { createVersionedCache, type VersionedCache } from './versioned-cache';

/** At most this many sessions' callers are kept (one small row each). */
const MAX_CALLERS = 20_000;

/**
 * The server's read caches (docs/decisions/012-read-caches.md), all invalidated by the database's
 * change notifications through one feed.
 */
export interface ReadCaches {
  readonly feed: ChangeFeed;
  /** Session id → the session's account row (or null when it does not resolve), topic `people`. */
  readonly callers: VersionedCache<SessionRow | null>;
  /** Caller + read + parameters + day → the serialised answer, topic `finance`. */
  readonly responses: VersionedCache<PreparedJson<unknown>>;
}

/** Builds the caches; `megabytes` 0 turns them all off. An answer weighs its bytes. */
export function createReadCaches(feed: ChangeFeed, megabytes: number): ReadCaches {
  return {
    feed,
    callers: createVersionedCache<SessionRow | null>(feed, { maxWeight: megabytes > 0 ? MAX_CALLERS : 0 }),
    responses: createVersionedCache<PreparedJson<unknown>>(feed, {
      maxWeight: megabytes * 1024 * 1024,
      weigh: (answer) => answer.body.byteLength,
    }),
  };
}
