import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/people';
import { get, tokenOf } from '../../test/demo-fixtures';
import { siengeEnv } from '../../test/sienge-import-fixtures';
import { buildTenant, type SimulatedSienge, startSimulatedSienge } from '../../test/simulated-sienge';
import { backends, startTestServer, type TestServer } from '../../test/test-server';
import { lastSync, recordSync } from './service';

/**
 * Text the database cannot store (NUL) coming from the ERP: the record that carries it is a row error
 * naming it, the rest of its page lands, and the sync's report is always saved.
 */
describe.each(backends())('Sienge text with NUL on %s', (backend) => {
  let sienge: SimulatedSienge;
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    sienge = await startSimulatedSienge(buildTenant(3, 1));
    const first = sienge.data.customers[0] as { name: string };
    first.name = 'Cliente\u0000Um';
    server = await startTestServer(backend, { env: siengeEnv(sienge) });
    admin = await tokenOf(server, 'admin');
  });
  afterAll(async () => {
    await server?.stop();
    await sienge?.close();
  });

  it('imports the valid customers of the page and reports the one with NUL by its Sienge id', async () => {
    const started = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(started.status).toBe(202);
    await server.ctx.background.idle();
    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.body.last_sync).toMatchObject({ scope: 'full', status: 'partial', error: null });
    expect(status.body.last_sync.counts.customers.created).toBe(2);
    const messages = (status.body.last_sync.errors as { message: string }[]).map((e) => e.message);
    expect(messages.some((m) => /caractere inválido/.test(m) && m.includes('cliente 1 no Sienge'))).toBe(
      true,
    );
    const second = await server.ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.externalId, '2'));
    expect(second).toHaveLength(1);
  });

  it('saves a run report whose texts carry NUL, without the NUL', async () => {
    const at = new Date(server.clock.now().getTime() + 60_000).toISOString();
    await recordSync(server.ctx.db, {
      scope: 'customer',
      target: '9',
      trigger: 'webhook',
      startedAt: at,
      finishedAt: at,
      status: 'failed',
      counts: {
        companies: { created: 0, updated: 0, unchanged: 0 },
        enterprises: { created: 0, updated: 0, unchanged: 0 },
        customers: { created: 0, updated: 0, unchanged: 0 },
        contracts: { created: 0, updated: 0, unchanged: 0 },
        units: { created: 0, updated: 0, unchanged: 0 },
        installments: { created: 0, updated: 0, unchanged: 0 },
      },
      issues: [{ entity: 'customer', externalId: '9\u0000', field: 'name\u0000', message: 'a\u0000b' }],
      issueCount: 1,
      calls: 1,
      error: 'Falha\u0000 do Sienge',
    });
    const saved = await lastSync(server.ctx.db);
    expect(saved).toMatchObject({ target: '9', status: 'failed' });
    expect(JSON.stringify(saved)).not.toContain('\\u0000');
    expect(saved?.error).toBe('Falha do Sienge');
  });
});
