import { lte } from 'drizzle-orm';
import type { Database, Db } from '../db/database';
import { rateLimits } from '../db/schema/operations';
import { statement } from '../db/statements';

/**
 * The upsert of `takeAttempt` (rate-limiter.ts): $1 key, $2 now, $3 window seconds, $4 free attempts, $5 first
 * delay and $6 longest delay in seconds. A named statement (db/statements.ts): every login, reset,
 * sign-up and refresh runs it, so it is planned once per connection instead of on every attempt.
 *
 * Order-independent (decision 056): concurrent requests reach the row in any order, so an attempt may
 * carry a moment a few milliseconds older than the one stored before it. `next_allowed_at` therefore
 * moves forward only when a delay is imposed; while attempts are free it stays one window in the past
 * (never later than any attempt of the window), and the window start only ever moves back to the
 * oldest attempt seen. Only a real delay refuses.
 */
const TAKE_ATTEMPT = statement(
  'rate_limit_take_attempt',
  ['text', 'timestamptz', 'int', 'int', 'float8', 'float8'],
  `insert into rate_limits as r (key, hits, window_started_at, next_allowed_at)
   values ($1, 1, $2::timestamptz, $2::timestamptz - make_interval(secs => $3))
   on conflict (key) do update set
     hits = case when r.window_started_at <= $2 - make_interval(secs => $3) then 1 else r.hits + 1 end,
     window_started_at = case when r.window_started_at <= $2 - make_interval(secs => $3)
                 then $2 else least(r.window_started_at, $2::timestamptz) end,
     next_allowed_at = case
       when r.window_started_at <= $2 - make_interval(secs => $3) then $2 - make_interval(secs => $3)
       when r.hits + 1 > $4
         then greatest(r.next_allowed_at, $2 + make_interval(secs => least($5 * power(2, r.hits - $4), $6)))
       else r.next_allowed_at end
   where r.next_allowed_at <= $2 or r.window_started_at <= $2 - make_interval(secs => $3)
   returning hits`,
);

/** When a refused key may try again. */
const NEXT_ALLOWED_AT = statement(
  'rate_limit_next_allowed_at',
  ['text'],
  'select next_allowed_at from rate_limits where key = $1',
);

/**
 * $1 and $2 (null for none): one attempt given back to each; $3: the counter forgotten. A data-modifying
 * `with` runs once and to the end whether or not the final `select` reads it.
 */
const SETTLE_ATTEMPTS = statement(
  'rate_limit_settle',
  ['text', 'text', 'text'],
  `with refunded as (
     update rate_limits set hits = greatest(hits - 1, 0) where key in ($1, $2)
   ), cleared as (
     delete from rate_limits where key = $3
   )
   select 1`,
);

/** How a policy counts: its window, free attempts and delays, in seconds. */
export interface CountingRule {
  readonly windowSeconds: number;
  readonly free: number;
  readonly baseDelaySeconds: number;
  readonly maxDelaySeconds: number;
}

/** Counts an attempt of `key` at `now` (the upsert above); the count, or null when it was refused. */
export async function countAttempt(
  database: Database,
  key: string,
  rule: CountingRule,
  now: Date,
): Promise<number | null> {
  const [counted] = await database.query<{ hits: number | string }>(TAKE_ATTEMPT, [
    key,
    now.toISOString(),
    rule.windowSeconds,
    rule.free,
    rule.baseDelaySeconds,
    rule.maxDelaySeconds,
  ]);
  return counted ? Number(counted.hits) : null;
}

/** When the counter of `key` lets an attempt through again, if it exists. */
export async function selectNextAllowedAt(database: Database, key: string): Promise<Date | undefined> {
  const [row] = await database.query<{ next_allowed_at: Date | string }>(NEXT_ALLOWED_AT, [key]);
  return row ? new Date(row.next_allowed_at) : undefined;
}

/** One attempt given back to `refund` (one or two keys) and the counter `clear` deleted, in one statement. */
export async function refundAndClear(
  database: Database,
  refund: readonly [string] | readonly [string, string],
  clear: string,
): Promise<void> {
  await database.query(SETTLE_ATTEMPTS, [refund[0], refund[1] ?? null, clear]);
}

/** Deletes the counters whose window started before `cutoff`; how many went. */
export async function deleteCountersStartedBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.windowStartedAt, cutoff))
    .returning({ key: rateLimits.key });
  return gone.length;
}
