import { and, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/query-errors';
import { documentDownloads } from '../db/schema/documents';
import { storedFiles } from '../db/schema/files';
import { generatedSlips, generatedStatements } from '../db/schema/finance';
import { loginAudit } from '../db/schema/operations';
import { refreshTokens, sessions } from '../db/schema/sessions';

/** Deletes the login audit, the generation records and the document downloads older than `cutoff`; how many rows went, per table. */
export async function deleteAuditRowsBefore(db: Db, cutoff: Date) {
  const logins = await db
    .delete(loginAudit)
    .where(lt(loginAudit.occurredAt, cutoff))
    .returning({ id: loginAudit.id });
  const slips = await db
    .delete(generatedSlips)
    .where(lt(generatedSlips.createdAt, cutoff))
    .returning({ id: generatedSlips.id });
  const statements = await db
    .delete(generatedStatements)
    .where(lt(generatedStatements.createdAt, cutoff))
    .returning({ id: generatedStatements.id });
  const downloads = await db
    .delete(documentDownloads)
    .where(lt(documentDownloads.createdAt, cutoff))
    .returning({ id: documentDownloads.id });
  return {
    loginAudit: logins.length,
    generatedSlips: slips.length,
    generatedStatements: statements.length,
    documentDownloads: downloads.length,
  };
}

/** At most `limit` stored files of these kinds written at `cutoff` or before. */
export function selectStoredFilesBefore(db: Db, kinds: readonly string[], cutoff: Date, limit: number) {
  return db
    .select({ id: storedFiles.id, key: storedFiles.key })
    .from(storedFiles)
    .where(and(inArray(storedFiles.kind, [...kinds]), lte(storedFiles.createdAt, cutoff)))
    .limit(limit);
}

/** Deletes generated files' rows in one transaction; the generation records keep `file_id` null. */
export async function deleteGeneratedFileRows(db: Db, ids: readonly number[]): Promise<void> {
  const list = [...ids];
  await db.transaction(async (tx) => {
    await tx.update(generatedSlips).set({ fileId: null }).where(inArray(generatedSlips.fileId, list));
    await tx
      .update(generatedStatements)
      .set({ fileId: null })
      .where(inArray(generatedStatements.fileId, list));
    await tx.delete(storedFiles).where(inArray(storedFiles.id, list));
  });
}

/** Deletes the refresh tokens expired at `now` of revoked sessions; how many went. */
export async function deleteExpiredTokensOfRevokedSessions(db: Db, now: Date): Promise<number> {
  const revoked = db.select({ id: sessions.id }).from(sessions).where(isNotNull(sessions.revokedAt));
  const gone = await db
    .delete(refreshTokens)
    .where(and(lte(refreshTokens.expiresAt, now), inArray(refreshTokens.sessionId, revoked)))
    .returning({ id: refreshTokens.id });
  return gone.length;
}

/**
 * One upsert on `rate_limits` (the table of time-window counters): true when the `key` row's window
 * started at least `windowSeconds` ago (or there was none) and a new one starts now. `ON CONFLICT DO
 * UPDATE … WHERE` locks the row, so two processes asking at the same instant are decided one after the
 * other, and the window is measured on the database's clock (`clock_timestamp()`), never on the machines'.
 */
export async function startWindowIfOver(db: Db, key: string, windowSeconds: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into rate_limits as r (key, hits, window_started_at, next_allowed_at)
    values (${key}, 1, clock_timestamp(), clock_timestamp())
    on conflict (key) do update set
      hits = r.hits + 1,
      window_started_at = excluded.window_started_at,
      next_allowed_at = excluded.next_allowed_at
    where r.window_started_at <= clock_timestamp() - make_interval(secs => ${windowSeconds})
    returning key`);
  return rowsOf(result).length > 0;
}
