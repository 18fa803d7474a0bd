import type { ImportCountsByEntity, ImportRun, ImportRunsPage } from '@portal/api';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { importRuns } from '../../db/schema/imports';
import { shownRunErrors } from './import-failure';

/** The recorded imports, newest first (the admin audit of decision 026). */
export async function listImportRuns(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ImportRunsPage> {
  const rows = await db
    .select()
    .from(importRuns)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(importRuns);
  const items: ImportRun[] = rows.map((row) => ({
    id: row.id,
    source: row.source,
    status: row.status,
    actor: row.actor,
    file_name: row.fileName,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    counts: (row.counts as ImportCountsByEntity | null) ?? null,
    error_count: row.errorCount,
    errors: shownRunErrors(row.errors),
  }));
  return { items, total: Number(total?.total ?? 0) };
}
