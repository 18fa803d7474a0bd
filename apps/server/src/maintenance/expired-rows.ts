import type { Db } from '../db/database';
import { deleteSpentAccountTokens } from '../resources/accounts/identity/service';
import { deleteExpiredPreviews } from '../resources/imports/spreadsheets/service';
import { deleteExpiredAttempts } from '../security/rate-limiter';
import { deleteExpiredTokensOfRevokedSessions } from './queries';

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
  return deleteExpiredTokensOfRevokedSessions(db, now);
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
