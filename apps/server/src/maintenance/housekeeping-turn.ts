import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/query-errors';

/** The `rate_limits` row whose window is the current housekeeping turn (no other key starts so). */
export const HOUSEKEEPING_TURN_KEY = 'housekeeping:turn';

/**
 * Claims this interval's housekeeping pass for the calling process. Every server process runs the same
 * timer, at its own phase; the first to ask in a window of 90 % of `intervalMs` gets true, every other
 * process false until the window is over, so N processes on one database run one pass per interval,
 * not N. If the process that usually wins dies, the next tick of another one wins.
 *
 * One upsert on `rate_limits` (the table of time-window counters): `ON CONFLICT DO UPDATE … WHERE`
 * locks the row, so two processes asking at the same instant are decided one after the other, and
 * the window is measured on the database's clock (`clock_timestamp()`), never on the machines'.
 * An advisory lock alone would only keep passes from overlapping: each process would still run one.
 */
export async function claimHousekeepingTurn(db: Db, intervalMs: number): Promise<boolean> {
  const windowSeconds = (intervalMs * 0.9) / 1000;
  const result = await db.execute(sql`
    insert into rate_limits as r (key, hits, window_started_at, next_allowed_at)
    values (${HOUSEKEEPING_TURN_KEY}, 1, clock_timestamp(), clock_timestamp())
    on conflict (key) do update set
      hits = r.hits + 1,
      window_started_at = excluded.window_started_at,
      next_allowed_at = excluded.next_allowed_at
    where r.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
    returning key`);
  return rowsOf(result).length > 0;
}
