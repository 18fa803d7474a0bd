import { randomUUID } from 'node:crypto';
import type { ImportCountsByEntity, ImportEntity, ImportRowError, SiengeSync } from '@portal/api';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { importRuns } from '../../db/schema/imports';
import { siengeLease, siengeSyncs } from '../../db/schema/sienge';
import { storableText } from '../../security/display-text';
import type { SiengeRowIssue } from './sienge-mapping';
import type { SiengeSyncReport } from './sienge-sync';

/**
 * Where the connector keeps its state (decision 067): each sync's outcome is one row of `import_runs`
 * (source `sienge`, beside the rows of the batches it applied) with its scope, trigger and target in
 * `sienge_syncs`; the lease that lets one server process sync at a time is the `full_sync` row of
 * `sienge_lease`, measured on the database's clock so machines with different clocks agree.
 */

const ENTITY: Record<SiengeRowIssue['entity'], [ImportEntity, string]> = {
  company: ['companies', 'empresa'],
  enterprise: ['enterprises', 'empreendimento'],
  unit: ['units', 'unidade'],
  customer: ['customers', 'cliente'],
  bill: ['contracts', 'título'],
  installment: ['installments', 'parcela'],
};

/**
 * Records one sync's outcome; returns the run's id. Every text is made storable first (NUL removed):
 * they may quote what the ERP sent, and the report of a sync must save whatever the ERP sent.
 */
export async function recordSync(db: Db, report: SiengeSyncReport): Promise<number> {
  const failed = report.status === 'failed';
  const issues: ImportRowError[] = report.issues.map((issue, index) => {
    const [entity, label] = ENTITY[issue.entity];
    const where = issue.externalId ? ` (${label} ${issue.externalId} no Sienge)` : ` (${label} sem id)`;
    return {
      entity,
      row: index + 1,
      field: storableText(issue.field),
      message: storableText(`${issue.message}${where}`),
    };
  });
  const reason = storableText(report.error ?? 'Sincronização interrompida.');
  const stop: ImportRowError[] = failed ? [{ entity: 'companies', row: 1, field: '', message: reason }] : [];
  const target = report.target ? storableText(report.target) : null;
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(importRuns)
      .values({
        source: 'sienge',
        // The import history's label (`sienge:<scope>:<trigger>[:<id>]`, the api's ImportRun); the
        // connector reads sienge_syncs, never this text.
        actor: ['sienge', report.scope, report.trigger, ...(target ? [target] : [])].join(':'),
        status: failed ? 'failed' : 'applied',
        startedAt: new Date(report.startedAt),
        finishedAt: new Date(report.finishedAt),
        counts: report.counts,
        errorCount: report.issueCount + stop.length,
        errors: [...stop, ...issues],
      })
      .returning({ id: importRuns.id });
    if (!run) throw new Error('import_runs insert returned no row');
    await tx
      .insert(siengeSyncs)
      .values({ runId: run.id, scope: report.scope, trigger: report.trigger, target });
    return run.id;
  });
}

type RunRow = typeof importRuns.$inferSelect;
type SyncRow = typeof siengeSyncs.$inferSelect;

function syncOf(row: RunRow, { scope, trigger, target }: SyncRow): SiengeSync {
  const errors = (row.errors as ImportRowError[] | null) ?? [];
  const failed = row.status === 'failed';
  const issueCount = failed ? Math.max(0, row.errorCount - 1) : row.errorCount;
  return {
    run_id: row.id,
    scope,
    target,
    trigger,
    status: failed ? 'failed' : issueCount > 0 ? 'partial' : 'ok',
    started_at: row.startedAt.toISOString(),
    finished_at: (row.finishedAt ?? row.startedAt).toISOString(),
    counts: row.counts as ImportCountsByEntity,
    error_count: issueCount,
    errors: failed ? errors.slice(1) : errors,
    error: failed ? (errors[0]?.message ?? null) : null,
  };
}

/** The latest recorded sync, of any scope or only full ones. */
export async function lastSync(db: Db, scope?: 'full'): Promise<SiengeSync | null> {
  const [row] = await db
    .select({ run: importRuns, sync: siengeSyncs })
    .from(importRuns)
    .innerJoin(siengeSyncs, eq(siengeSyncs.runId, importRuns.id))
    .where(scope ? eq(siengeSyncs.scope, scope) : undefined)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(1);
  return row ? syncOf(row.run, row.sync) : null;
}

/** The row of `sienge_lease` that guards the full sync. */
export const SIENGE_LEASE_NAME = 'full_sync';

/** A lease this process holds; renewed while the sync runs, released at its end. */
export interface SiengeLease {
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/** The database's clock, not this process's: machines with different clocks agree on the lease. */
const dbNow = sql`clock_timestamp()`;
const dbIn = (seconds: number) => sql`clock_timestamp() + make_interval(secs => ${seconds})`;

/**
 * Takes the full-sync lease for `seconds` when nobody holds it (or the holder stopped renewing, say a
 * process that died mid-sync); null when another sync holds it. One upsert, which locks the row, so two
 * processes cannot both take it. `holder` is a random token: only the holder renews or releases it (a
 * release clears it: no renewal after it).
 */
export async function claimSiengeLease(db: Db, seconds: number): Promise<SiengeLease | null> {
  const token = randomUUID();
  const claimed = await db
    .insert(siengeLease)
    .values({ name: SIENGE_LEASE_NAME, holder: token, takenAt: dbNow, expiresAt: dbIn(seconds) })
    .onConflictDoUpdate({
      target: siengeLease.name,
      set: { holder: token, takenAt: dbNow, expiresAt: dbIn(seconds) },
      setWhere: lte(siengeLease.expiresAt, dbNow),
    })
    .returning({ name: siengeLease.name });
  if (claimed.length === 0) return null;
  const held = and(eq(siengeLease.name, SIENGE_LEASE_NAME), eq(siengeLease.holder, token));
  return {
    async renew() {
      const renewed = await db
        .update(siengeLease)
        .set({ takenAt: dbNow, expiresAt: dbIn(seconds) })
        .where(held)
        .returning({ name: siengeLease.name });
      return renewed.length > 0;
    },
    async release() {
      await db.update(siengeLease).set({ expiresAt: dbNow, holder: '' }).where(held);
    },
  };
}

/** True while some process holds the lease. */
export async function siengeLeaseHeld(db: Db): Promise<boolean> {
  const held = await db
    .select({ name: siengeLease.name })
    .from(siengeLease)
    .where(and(eq(siengeLease.name, SIENGE_LEASE_NAME), gt(siengeLease.expiresAt, dbNow)));
  return held.length > 0;
}
