import {
  type ImportCountsByEntity,
  type ImportRowError,
  type ImportRun,
  type ImportRunsPage,
  type ImportSource,
  MAX_REPORTED_ROW_ERRORS,
} from '@portal/api';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import type { Tx } from '../batch/transaction';
import { importFailure, shownRunErrors } from './import-failure';
import { countRuns, insertRun, selectRuns } from './queries';

/** Who imports: an integration key, an administrator (spreadsheet) or the Sienge connector. */
export interface ImportActor {
  readonly source: ImportSource;
  /** Shown in the runs list: `key:<name> (<prefix>)`, an administrator's e-mail, `sienge`. */
  readonly label: string;
  readonly accountId?: number;
  readonly integrationKeyId?: number;
  /** The uploaded file of a spreadsheet import (shown in the runs list). */
  readonly fileName?: string;
}

/** When an import started and who made it: the part every record of a run shares. */
export interface RunStart {
  readonly actor: ImportActor;
  readonly startedAt: Date;
}

function runActor({ actor, startedAt }: RunStart) {
  return {
    source: actor.source,
    actor: actor.label,
    accountId: actor.accountId ?? null,
    integrationKeyId: actor.integrationKeyId ?? null,
    fileName: actor.fileName ?? null,
    startedAt,
  };
}

/** Records an applied import (in its last transaction, or the database after chunks); its run id. */
export function recordApplied(
  ctx: AppContext,
  db: Tx | Db,
  run: RunStart,
  counts: ImportCountsByEntity,
): Promise<number> {
  return insertRun(db, { ...runActor(run), status: 'applied', finishedAt: ctx.clock.now(), counts });
}

/** Records a refused import with its first row errors; its run id. */
export function recordRefusal(
  ctx: AppContext,
  run: RunStart,
  errors: readonly ImportRowError[],
): Promise<number> {
  return insertRun(ctx.db, {
    ...runActor(run),
    status: 'refused',
    finishedAt: ctx.clock.now(),
    errorCount: errors.length,
    errors: errors.slice(0, MAX_REPORTED_ROW_ERRORS),
  });
}

/**
 * Logs an import's unexpected error and records the run as failed, with its failure (not a row error):
 * whether some of its chunks had committed (decision 054).
 */
export async function recordFailure(
  ctx: AppContext,
  run: RunStart,
  error: unknown,
  partWritten: boolean,
): Promise<void> {
  ctx.logger.error('import failed', { source: run.actor.source, error: String(error) });
  await insertRun(ctx.db, {
    ...runActor(run),
    status: 'failed',
    finishedAt: ctx.clock.now(),
    errorCount: 1,
    errors: importFailure(partWritten),
  });
}

/** The recorded imports, newest first (the admin audit of decision 026). */
export async function listImportRuns(
  db: Db,
  page: { limit: number; offset: number },
): Promise<ImportRunsPage> {
  const rows = await selectRuns(db, page);
  const total = await countRuns(db);
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
  return { items, total };
}
