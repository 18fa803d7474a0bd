import type { Db } from '../db/database';
import { startWindowIfOver } from './queries';

/** The `rate_limits` row whose window is the current housekeeping turn (no other key starts so). */
export const HOUSEKEEPING_TURN_KEY = 'housekeeping:turn';

/**
 * Claims this interval's housekeeping pass for the calling process. Every server process runs the same
 * timer, at its own phase; the first to ask in a window of 90 % of `intervalMs` gets true, every other
 * process false until the window is over, so N processes on one database run one pass per interval,
 * not N. If the process that usually wins dies, the next tick of another one wins.
 *
 * One upsert on `rate_limits` (queries.ts), on the database's clock, decides between processes.
 * An advisory lock alone would only keep passes from overlapping: each process would still run one.
 */
export async function claimHousekeepingTurn(db: Db, intervalMs: number): Promise<boolean> {
  const windowSeconds = (intervalMs * 0.9) / 1000;
  return startWindowIfOver(db, HOUSEKEEPING_TURN_KEY, windowSeconds);
}
