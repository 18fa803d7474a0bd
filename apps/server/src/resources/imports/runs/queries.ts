import { count, desc } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { importRuns } from '../../../db/schema/imports';
import type { Tx } from '../batch/transaction';

/** A recorded import as the table holds it. */
export type ImportRunRow = typeof importRuns.$inferSelect;

/** A run to record. */
export type NewImportRun = typeof importRuns.$inferInsert;

/** Records a run (in an import's transaction, or on the database); its id. */
export async function insertRun(db: Tx | Db, run: NewImportRun): Promise<number> {
  const [row] = await db.insert(importRuns).values(run).returning({ id: importRuns.id });
  return row?.id ?? 0;
}

/** One page of the recorded runs, newest first. */
export function selectRuns(db: Db, page: { limit: number; offset: number }): Promise<ImportRunRow[]> {
  return db
    .select()
    .from(importRuns)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many runs are recorded. */
export async function countRuns(db: Db): Promise<number> {
  const [total] = await db.select({ total: count() }).from(importRuns);
  return Number(total?.total ?? 0);
}
