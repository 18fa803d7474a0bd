import { randomInt } from 'node:crypto';
import type { ImportCountsByEntity, ImportEntity, ImportRowError, SiengeSync } from '@portal/api';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/query-errors';
import { importRuns } from '../../db/schema/imports';
import { storableText } from '../../security/display-text';
import type { SiengeRowIssue } from './sienge-mapping';
import type { SiengeSyncReport } from './sienge-sync';

/**
 * Where the connector keeps its state, without a table of its own: each sync's outcome is one row of
 * `import_runs` (source `sienge`, actor `sienge:<scope>:<trigger>[:<id>]`) beside the rows of the batches
 * it applied (actor `sienge`), and the lease that lets one server process sync at a time is one row of
 * `rate_limits` (the table of time windows, whose upsert locks the row), measured on the database's
 * clock so machines with different clocks agree.
 */

const ENTITY: Record<SiengeRowIssue['entity'], [ImportEntity, string]> = {
  company: ['companies', 'empresa'],
  enterprise: ['enterprises', 'empreendimento'],
  unit: ['units', 'unidade'],
  customer: ['customers', 'cliente'],
  bill: ['contracts', 'título'],
  installment: ['installments', 'parcela'],
};

const ACTOR_PREFIX = 'sienge:';

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
  const [run] = await db
    .insert(importRuns)
    .values({
      source: 'sienge',
      actor: storableText(
        [ACTOR_PREFIX + report.scope, report.trigger, ...(report.target ? [report.target] : [])].join(':'),
      ),
      status: failed ? 'failed' : 'applied',
      startedAt: new Date(report.startedAt),
      finishedAt: new Date(report.finishedAt),
      counts: report.counts,
      errorCount: report.issueCount + stop.length,
      errors: [...stop, ...issues],
    })
    .returning({ id: importRuns.id });
  return run?.id ?? 0;
}

type RunRow = typeof importRuns.$inferSelect;

function syncOf(row: RunRow): SiengeSync {
  const [scope, trigger, target] = row.actor.slice(ACTOR_PREFIX.length).split(':');
  const errors = (row.errors as ImportRowError[] | null) ?? [];
  const failed = row.status === 'failed';
  const issueCount = failed ? Math.max(0, row.errorCount - 1) : row.errorCount;
  return {
    run_id: row.id,
    scope: scope as SiengeSync['scope'],
    target: target ?? null,
    trigger: trigger as SiengeSync['trigger'],
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
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.source, 'sienge'), like(importRuns.actor, `${ACTOR_PREFIX}${scope ?? ''}%`)))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(1);
  return row ? syncOf(row) : null;
}

/** The `rate_limits` key of the full-sync lease (no other key starts so). */
export const SIENGE_LEASE_KEY = 'sienge:lease';

/** A lease this process holds; renewed while the sync runs, released at its end. */
export interface SiengeLease {
  renew(): Promise<boolean>;
  release(): Promise<void>;
}

/**
 * Takes the full-sync lease for `seconds` when nobody holds it (or the holder stopped renewing, say a
 * process that died mid-sync); null when another sync holds it. `hits` carries a random token, so only
 * the holder renews or releases it (a release clears the token: no renewal after it).
 */
export async function claimSiengeLease(db: Db, seconds: number): Promise<SiengeLease | null> {
  const token = randomInt(1, 2 ** 31 - 1);
  const claimed = await db.execute(sql`
    insert into rate_limits as r (key, hits, window_started_at, next_allowed_at)
    values (${SIENGE_LEASE_KEY}, ${token}, clock_timestamp(),
            clock_timestamp() + make_interval(secs => ${seconds}))
    on conflict (key) do update set
      hits = excluded.hits,
      window_started_at = excluded.window_started_at,
      next_allowed_at = excluded.next_allowed_at
    where r.next_allowed_at <= clock_timestamp()
    returning key`);
  if (rowsOf(claimed).length === 0) return null;
  return {
    async renew() {
      const renewed = await db.execute(sql`
        update rate_limits set window_started_at = clock_timestamp(),
          next_allowed_at = clock_timestamp() + make_interval(secs => ${seconds})
        where key = ${SIENGE_LEASE_KEY} and hits = ${token}
        returning key`);
      return rowsOf(renewed).length > 0;
    },
    async release() {
      await db.execute(sql`
        update rate_limits set next_allowed_at = clock_timestamp(), hits = 0
        where key = ${SIENGE_LEASE_KEY} and hits = ${token}`);
    },
  };
}

/** True while some process holds the lease. */
export async function siengeLeaseHeld(db: Db): Promise<boolean> {
  const held = await db.execute(sql`
    select 1 from rate_limits where key = ${SIENGE_LEASE_KEY} and next_allowed_at > clock_timestamp()`);
  return rowsOf(held).length > 0;
}
