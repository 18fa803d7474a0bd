import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { enterprises } from '../../db/schema/enterprises';
import { contracts } from '../../db/schema/finance';
import { importRuns } from '../../db/schema/imports';
import { siengeLease, siengeSyncs } from '../../db/schema/sienge';

/**
 * Where the connector keeps its state (decision 067): each sync's outcome is one row of `import_runs`
 * (source `sienge`, beside the rows of the batches it applied) with its scope, trigger and target in
 * `sienge_syncs`; the lease that lets one server process sync at a time is the `full_sync` row of
 * `sienge_lease`, measured on the database's clock so machines with different clocks agree.
 */

/** A sync's row of `import_runs`. */
export type SyncRunRow = typeof importRuns.$inferSelect;

/** A sync's row of `sienge_syncs`. */
export type SyncRow = typeof siengeSyncs.$inferSelect;

/** Records one sync: its run and its scope, trigger and target, in one transaction; the run's id. */
export function insertSync(
  db: Db,
  run: typeof importRuns.$inferInsert,
  sync: Omit<SyncRow, 'runId'>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(importRuns).values(run).returning({ id: importRuns.id });
    if (!row) throw new Error('import_runs insert returned no row');
    await tx.insert(siengeSyncs).values({ runId: row.id, ...sync });
    return row.id;
  });
}

/** The latest recorded sync, of any scope or only full ones. */
export async function latestSync(
  db: Db,
  scope?: 'full',
): Promise<{ run: SyncRunRow; sync: SyncRow } | undefined> {
  const [row] = await db
    .select({ run: importRuns, sync: siengeSyncs })
    .from(importRuns)
    .innerJoin(siengeSyncs, eq(siengeSyncs.runId, importRuns.id))
    .where(scope ? eq(siengeSyncs.scope, scope) : undefined)
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(1);
  return row;
}

/** The ERP id of the enterprise a contract was imported under (by a full sync). */
export async function enterpriseOfContract(db: Db, externalId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ enterprise: enterprises.externalId })
    .from(contracts)
    .innerJoin(enterprises, eq(enterprises.id, contracts.enterpriseId))
    .where(eq(contracts.externalId, externalId));
  return row?.enterprise ?? undefined;
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
