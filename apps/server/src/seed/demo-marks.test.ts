import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { demoRemoveCommand } from '../cli/demo-remove';
import type { Config } from '../config/env';
import { migrationsDir } from '../config/paths';
import { enterprises } from '../db/schema/enterprises';
import { contracts, installments } from '../db/schema/finance';
import { accounts, customers } from '../db/schema/people';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { ACCOUNTS, startDemoServer } from '../test/demo-fixtures';
import { sampleBatch } from '../test/import-fixtures';
import { backends, type TestServer } from '../test/test-server';

const DAY = 24 * 60 * 60 * 1000;
const quiet = createLogger('silent');

/** Imports the sample ERP batch (one contract, 12 installments) through the import API. */
async function importSample(server: TestServer, admin: string): Promise<void> {
  const key = await server.json('POST', '/api/v1/import/keys', { token: admin, body: { name: 'ERP' } });
  expect(key.status, JSON.stringify(key.body)).toBe(201);
  const put = await server.json('PUT', '/api/v1/import/batch', {
    token: key.body.secret,
    body: sampleBatch('REAL'),
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
}

/** The contract date and due dates of a contract, by its id. */
async function datesOf(db: RunningServer['ctx']['db'], contractId: number) {
  const [contract] = await db
    .select({ date: contracts.contractDate })
    .from(contracts)
    .where(eq(contracts.id, contractId));
  const dues = await db
    .select({ due: installments.dueDate, receipt: installments.receiptDate })
    .from(installments)
    .where(eq(installments.contractId, contractId))
    .orderBy(asc(installments.number));
  return { contractDate: contract?.date, dues };
}

// Decision 047: the demo re-anchoring and `demo:remove` touch only the rows the demo seed marked.
describe.each(backends())('demo data marks on %s', (backend) => {
  let server: TestServer | undefined;
  let restarted: RunningServer | undefined;
  afterEach(async () => {
    await restarted?.close(1000);
    restarted = undefined;
    await server?.stop();
    server = undefined;
  });

  /** Closes the test server and starts another on the same database and files with `config`. */
  async function restart(config: Config, clock = server?.clock): Promise<RunningServer> {
    await server?.close(1000);
    restarted = await startServer(config, { clock, portalDir: '/nonexistent', logger: quiet });
    return restarted;
  }

  it('a month later, a restart moves the demo dates and leaves the imported contract as it was', async () => {
    const started = await startDemoServer(backend);
    server = started.server;
    await importSample(server, started.admin);
    const db = server.ctx.db;
    const [imported] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.externalId, 'REAL-T-1'));
    const [demo] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(eq(contracts.demo, true))
      .limit(1);
    if (!imported || !demo) throw new Error('contracts missing');
    expect(await db.select({ n: count() }).from(contracts).where(isNull(contracts.externalId))).toEqual([
      { n: (await db.select({ n: count() }).from(contracts).where(eq(contracts.demo, true)))[0]?.n },
    ]);
    const importedBefore = await datesOf(db, imported.id);
    const demoBefore = await datesOf(db, demo.id);

    server.clock.advance(32 * DAY);
    const again = await restart(server.ctx.config);
    expect(await datesOf(again.ctx.db, imported.id)).toEqual(importedBefore);
    const demoAfter = await datesOf(again.ctx.db, demo.id);
    expect(demoAfter.contractDate).not.toBe(demoBefore.contractDate);
    expect(demoAfter.dues.map((d) => d.due)).not.toEqual(demoBefore.dues.map((d) => d.due));
    expect(demoAfter.dues).toHaveLength(demoBefore.dues.length);
  });

  it('production refuses the demo administrator; demo:remove deletes the demo and keeps the import', async () => {
    const started = await startDemoServer(backend);
    server = started.server;
    await importSample(server, started.admin);
    // Some life on the demo accounts: a session each (the logins above), a ticket.
    const ticket = await server.json('POST', '/api/v1/user/ticket', {
      token: started.ana,
      body: { title: 'Financeiro', message: 'Quero falar sobre o meu contrato.' },
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBeLessThan(300);
    const config = server.ctx.config;
    const production: Config = {
      ...config,
      nodeEnv: 'production',
      demoData: false,
      jwtSecret: 'x'.repeat(40),
    };
    await server.close(1000);
    await expect(startServer(production, { portalDir: '/nonexistent', logger: quiet })).rejects.toThrow(
      /administrador de demonstração.*pnpm portal demo:remove/,
    );

    const output: string[] = [];
    const write = process.stdout.write;
    process.stdout.write = ((chunk: string) => {
      output.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      expect(await demoRemoveCommand.run([], config, quiet)).toBe(0);
    } finally {
      process.stdout.write = write;
    }
    expect(output.join('')).toMatch(/^Dados de demonstração apagados: \d+ contas, \d+ clientes, 12 empresas/);

    const live = await restart(production);
    const db = live.ctx.db;
    expect(await db.select({ n: count() }).from(accounts)).toEqual([{ n: 0 }]);
    expect(await db.select({ name: customers.name }).from(customers)).toEqual([{ name: 'Carla Importada' }]);
    expect(await db.select({ name: enterprises.name }).from(enterprises)).toEqual([
      { name: 'Residencial Jardim Importado' },
    ]);
    const [imported] = await db.select({ id: contracts.id }).from(contracts);
    expect(await db.select({ n: count() }).from(contracts)).toEqual([{ n: 1 }]);
    expect((await datesOf(db, imported?.id ?? -1)).dues).toHaveLength(12);
    const login = await fetch(`${live.url}/api/v1/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.admin.email, password: ACCOUNTS.admin.password }),
    });
    expect(login.status).toBe(401);
  });

  it("migration 0010 marks an older demo database's rows as the seed does, and no imported row", async () => {
    const started = await startDemoServer(backend);
    server = started.server;
    await importSample(server, started.admin);
    const tables = [
      'customers',
      'accounts',
      'companies',
      'enterprises',
      'contracts',
      'units',
      'installments',
    ];
    const marks = async () => {
      const result: Record<string, number[]> = {};
      for (const table of tables) {
        const rows = await server?.ctx.db.execute(sql.raw(`select id from ${table} where demo order by id`));
        result[table] = ((rows as unknown as { rows: { id: number }[] }).rows ?? []).map((r) => Number(r.id));
      }
      return result;
    };
    const seeded = await marks();
    expect(seeded.contracts?.length).toBeGreaterThan(20);
    expect(seeded.accounts?.length).toBeGreaterThan(3);
    // A database seeded before the column existed: every row false, then the migration's backfill.
    for (const table of tables) await server.ctx.db.execute(sql.raw(`update ${table} set demo = false`));
    const migration = readFileSync(join(migrationsDir(), '0010_demo_marks.sql'), 'utf8');
    const updates = migration
      .split('--> statement-breakpoint')
      .map((part) => part.replace(/^--.*$/gm, '').trim())
      .filter((part) => part.startsWith('UPDATE'));
    expect(updates).toHaveLength(7);
    for (const statement of updates) await server.ctx.db.execute(sql.raw(statement));
    expect(await marks()).toEqual(seeded);
  });
});
