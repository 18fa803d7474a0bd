import type { Db } from '../db/database';
import type { FileStore } from '../storage/file-store';
import { LINK_TTL_SECONDS } from '../storage/signed-links';
import { deleteGeneratedFileRows, selectStoredFilesBefore } from './queries';

/** The files the server generates on request: only reachable through a link that lives 10 minutes. */
export const GENERATED_KINDS = ['slip', 'statement', 'income-tax'] as const;

/** A minute past the link's life, so a download that started just before the expiry can finish. */
const GRACE_MS = 60 * 1000;

/**
 * Deletes generated PDFs whose signed links have expired (decision 016): nobody can fetch them
 * any more, and a script asking for PDFs in a loop must not fill the disk. The generation records stay
 * for the reports with `file_id` null. Rows go first, in one transaction, then the bytes: a crash in
 * between leaves bytes without a row, never a row without bytes. At most `batch` files per call.
 */
export async function deleteExpiredDocuments(
  db: Db,
  store: FileStore,
  now: Date,
  batch = 500,
): Promise<number> {
  const cutoff = new Date(now.getTime() - LINK_TTL_SECONDS * 1000 - GRACE_MS);
  const expired = await selectStoredFilesBefore(db, GENERATED_KINDS, cutoff, batch);
  if (expired.length === 0) return 0;
  const ids = expired.map((file) => file.id);
  await deleteGeneratedFileRows(db, ids);
  for (const file of expired) await store.remove(file.key);
  return expired.length;
}
