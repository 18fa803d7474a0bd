import {
  type ImportCountsByEntity,
  type ImportRowError,
  type ImportSource,
  MAX_REPORTED_ROW_ERRORS,
} from '@portal/api';
import type { AppContext } from '../../context';
import { importRuns } from '../../db/schema/imports';
import type { ImportFailure } from './import-failure';
import type { Tx } from './import-queries';

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
export async function recordApplied(
  ctx: AppContext,
  db: Tx | AppContext['db'],
  run: RunStart,
  counts: ImportCountsByEntity,
): Promise<number> {
  const [row] = await db
    .insert(importRuns)
    .values({ ...runActor(run), status: 'applied', finishedAt: ctx.clock.now(), counts })
    .returning({ id: importRuns.id });
  return row?.id ?? 0;
}

/** Records a refused import with its first row errors; its run id. */
export async function recordRefusal(
  ctx: AppContext,
  run: RunStart,
  errors: readonly ImportRowError[],
): Promise<number> {
  const [row] = await ctx.db
    .insert(importRuns)
    .values({
      ...runActor(run),
      status: 'refused',
      finishedAt: ctx.clock.now(),
      errorCount: errors.length,
      errors: errors.slice(0, MAX_REPORTED_ROW_ERRORS),
    })
    .returning({ id: importRuns.id });
  return row?.id ?? 0;
}

/** Logs an import's unexpected error and records the run as failed, with its failure (not a row error). */
export async function recordFailure(
  ctx: AppContext,
  run: RunStart,
  error: unknown,
  failure: ImportFailure,
): Promise<void> {
  ctx.logger.error('import failed', { source: run.actor.source, error: String(error) });
  await ctx.db.insert(importRuns).values({
    ...runActor(run),
    status: 'failed',
    finishedAt: ctx.clock.now(),
    errorCount: 1,
    errors: failure,
  });
}
