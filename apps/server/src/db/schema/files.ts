import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Every file the server keeps on disk (photos, generated PDFs, proofs). The bytes live in the file
 * store under `DATA_DIR/files/<key>`; this row is written only after the file is complete and renamed
 * into place, so a row never points at a half-written file (storage/file-store.ts).
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random, unguessable, also the file name on disk. */
    key: text('key').notNull(),
    /** `photo`, `enterprise-image`, `slip`, `statement`, `income-tax`, `proof`. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    /** Name offered to the browser (`Content-Disposition: attachment`). */
    downloadName: text('download_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('stored_files_key_key').on(t.key), index('stored_files_kind_idx').on(t.kind)],
);
