import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ImportBatch, ImportCountsByEntity, SpreadsheetRowError } from '@portal/api';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { importPreviews } from '../../../db/schema/imports';
import type { Tx } from '../batch/transaction';
import type { Places } from './spreadsheet-read';

/** How long a preview may be confirmed. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;

/** A preview as the confirm reads it back. */
export interface StoredPreview {
  readonly id: string;
  readonly accountId: number;
  readonly fileName: string;
  readonly status: 'pending' | 'confirmed';
  readonly expiresAt: Date;
  readonly errorCount: number;
  readonly errors: readonly SpreadsheetRowError[];
  /** Null when the preview had errors. */
  readonly batch: ImportBatch | null;
  readonly places: Places;
}

const pack = (value: unknown): Uint8Array => gzipSync(JSON.stringify(value));
const unpack = <T>(bytes: Uint8Array): T => JSON.parse(gunzipSync(bytes).toString('utf8')) as T;

/** Keeps a preview (the batch compressed, only when it can be confirmed) and answers its opaque id. */
export async function savePreview(
  db: Db,
  preview: {
    readonly accountId: number;
    readonly fileName: string;
    readonly now: Date;
    readonly counts: ImportCountsByEntity | null;
    readonly errorCount: number;
    readonly errors: readonly SpreadsheetRowError[];
    readonly batch: ImportBatch | null;
    readonly places: Places;
  },
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(16).toString('base64url');
  const expiresAt = new Date(preview.now.getTime() + PREVIEW_TTL_MS);
  await db.insert(importPreviews).values({
    id,
    accountId: preview.accountId,
    fileName: preview.fileName,
    status: 'pending',
    createdAt: preview.now,
    expiresAt,
    batch: preview.batch ? pack(preview.batch) : null,
    rowNumbers: preview.batch ? pack(preview.places) : null,
    counts: preview.counts,
    errorCount: preview.errorCount,
    errors: preview.errors,
  });
  return { id, expiresAt };
}

/** A preview by id, with its batch unpacked; undefined when there is none. */
export async function loadPreview(db: Db, id: string): Promise<StoredPreview | undefined> {
  const [row] = await db.select().from(importPreviews).where(eq(importPreviews.id, id));
  if (!row) return undefined;
  return {
    id: row.id,
    accountId: row.accountId,
    fileName: row.fileName,
    status: row.status,
    expiresAt: row.expiresAt,
    errorCount: row.errorCount,
    errors: row.errors as SpreadsheetRowError[],
    batch: row.batch ? unpack<ImportBatch>(row.batch) : null,
    places: row.rowNumbers ? unpack<Places>(row.rowNumbers) : {},
  };
}

/**
 * Marks a pending preview confirmed, inside the import's transaction; false when another confirm got
 * there first. Its batch is dropped: it is applied, and only the refusal of a second confirm needs the row.
 */
export async function claimPreview(tx: Tx, id: string): Promise<boolean> {
  const claimed = await tx
    .update(importPreviews)
    .set({ status: 'confirmed', batch: null, rowNumbers: null })
    .where(and(eq(importPreviews.id, id), eq(importPreviews.status, 'pending')))
    .returning({ id: importPreviews.id });
  return claimed.length > 0;
}

/** Links a confirmed preview to the run that applied it. */
export async function linkPreviewRun(db: Db, id: string, runId: number): Promise<void> {
  await db.update(importPreviews).set({ runId }).where(eq(importPreviews.id, id));
}

/** Deletes the previews past their expiry (confirmed or not); the housekeeping calls it. */
export async function deleteExpiredPreviews(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(importPreviews)
    .where(lte(importPreviews.expiresAt, now))
    .returning({ id: importPreviews.id });
  return gone.length;
}
