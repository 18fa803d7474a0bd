import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../../config/paths';
import { importRuns } from '../../db/schema/imports';
import { rateLimits } from '../../db/schema/operations';
import { siengeLease, siengeSyncs } from '../../db/schema/sienge';
import { backends, startTestServer, type TestServer } from '../../test/test-server';
import { claimSiengeLease, siengeLeaseHeld } from './queries';
import { lastSync } from './service';

const COUNTS = Object.fromEntries(
  ['companies', 'enterprises', 'customers', 'contracts', 'units', 'installments'].map((entity) => [
    entity,
    { created: 0, updated: 0, unchanged: 1 },
  ]),
);

/** The data statements of migration 0015 (those that move rows, not those that create tables). */
function dataStatements(): string[] {
  return readFileSync(join(migrationsDir(), '0015_sienge_state.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((part) => part.replace(/^--.*$/gm, '').trim())
    .filter((part) => part.startsWith('INSERT') || part.startsWith('DELETE'));
}

// Decision 067: the connector's lease and syncs in its own tables, and migration 0015's data moves.
describe.each(backends())('Sienge state tables on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("moves an older database's syncs and held lease into the connector's tables", async () => {
    const db = server.ctx.db;
    // The state as the connector left it before: actors in import_runs, the lease in rate_limits.
    const run = (actor: string, minute: number) => ({
      source: 'sienge' as const,
      status: 'applied' as const,
      actor,
      startedAt: new Date(Date.UTC(2026, 0, 5, 10, minute)),
      finishedAt: new Date(Date.UTC(2026, 0, 5, 10, minute + 1)),
      counts: COUNTS,
    });
    const rows = await db
      .insert(importRuns)
      .values([
        run('sienge:full:schedule', 0),
        run('sienge', 1),
        run('sienge:customer:webhook:42', 2),
        run('sienge:bill:manual:5002', 3),
      ])
      .returning({ id: importRuns.id });
    await db.execute(sql`
      insert into rate_limits (key, hits, window_started_at, next_allowed_at)
      values ('sienge:lease', 123456, clock_timestamp(), clock_timestamp() + interval '10 minutes')`);

    const statements = dataStatements();
    expect(statements).toHaveLength(3);
    for (const statement of statements) await db.execute(sql.raw(statement));

    expect(await db.select().from(siengeSyncs).orderBy(asc(siengeSyncs.runId))).toEqual([
      { runId: rows[0]?.id, scope: 'full', trigger: 'schedule', target: null },
      { runId: rows[2]?.id, scope: 'customer', trigger: 'webhook', target: '42' },
      { runId: rows[3]?.id, scope: 'bill', trigger: 'manual', target: '5002' },
    ]);
    expect(await lastSync(db)).toMatchObject({ scope: 'bill', trigger: 'manual', target: '5002' });
    expect(await lastSync(db, 'full')).toMatchObject({
      run_id: rows[0]?.id,
      scope: 'full',
      trigger: 'schedule',
      target: null,
      status: 'ok',
    });
    // The old holder's lease still excludes a new sync until it runs out; rate_limits no longer has it.
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'sienge:lease'))).toEqual([]);
    expect(await siengeLeaseHeld(db)).toBe(true);
    expect(await claimSiengeLease(db, 60)).toBeNull();
    await db.update(siengeLease).set({ expiresAt: sql`clock_timestamp()` });
    const next = await claimSiengeLease(db, 60);
    expect(next).not.toBeNull();
    await next?.release();
    expect(await siengeLeaseHeld(db)).toBe(false);
  });

  it('gives the lease to exactly one of many claims made at once (a pool of connections on PostgreSQL)', async () => {
    const db = server.ctx.db;
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimSiengeLease(db, 60)));
    const won = claims.filter((lease) => lease !== null);
    expect(won).toHaveLength(1);
    expect(await siengeLeaseHeld(db)).toBe(true);
    await won[0]?.release();
    expect(await siengeLeaseHeld(db)).toBe(false);
  });
});
