import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { refreshTokens, sessions } from '../db/schema/sessions';
import { deleteSpentAccountTokens } from '../resources/accounts/identity/service';
import { deleteExpiredPreviews } from '../resources/imports/spreadsheets/service';
import { deleteExpiredAttempts } from '../security/rate-limiter';

/** How many rows one cleanup pass deleted, per table. */
export interface CleanupReport {
  readonly rateLimits: number;
  readonly accountTokens: number;
  readonly refreshTokens: number;
  readonly spreadsheetPreviews: number;
}

/**
 * Deletes the expired refresh tokens of revoked sessions: every token of a revoked session is refused
 * anyway. Expired tokens of live sessions stay, because replaying a spent one must still revoke its
 * family (reuse detection does not look at expiry). Sessions themselves stay: access tokens name them.
 */
export async function deleteDeadRefreshTokens(db: Db, now: Date): Promise<number> {
  const revoked = db.select({ id: sessions.id }).from(sessions).where(isNotNull(sessions.revokedAt));
  const gone = await db
    .delete(refreshTokens)
    .where(and(lte(refreshTokens.expiresAt, now), inArray(refreshTokens.sessionId, revoked)))
    .returning({ id: refreshTokens.id });
  return gone.length;
}

/** One cleanup pass: rows that no longer change any decision (see each function). */
export async function deleteExpiredRows(db: Db, now: Date): Promise<CleanupReport> {
  return {
    rateLimits: await deleteExpiredAttempts(db, now),
    accountTokens: await deleteSpentAccountTokens(db, now),
    refreshTokens: await deleteDeadRefreshTokens(db, now),
    spreadsheetPreviews: await deleteExpiredPreviews(db, now),
  };
}
