import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema/files';

/** A `stored_files` row to write: everything but its id. */
export type StoredFileRow = Omit<typeof storedFiles.$inferInsert, 'id'>;

/** Writes a file's row; returns its id. */
export async function insertStoredFile(db: Db, row: StoredFileRow): Promise<number> {
  const [inserted] = await db.insert(storedFiles).values(row).returning({ id: storedFiles.id });
  return (inserted as { id: number }).id;
}

/**
 * Writes a file's row and, in the same transaction, what `record` writes (given the transaction and
 * the file's id); when `record` throws, neither row is kept.
 */
export function insertStoredFileWith<T>(
  db: Db,
  row: StoredFileRow,
  record: (tx: Db, id: number) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const id = await insertStoredFile(tx as unknown as Db, row);
    return record(tx as unknown as Db, id);
  });
}

/** The row of the file with this key, if any. */
export async function selectStoredFile(db: Db, key: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
  return row;
}

/** Which of these keys have a row. */
export async function selectKnownKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(inArray(storedFiles.key, [...keys]));
  return new Set(rows.map((row) => row.key));
}
