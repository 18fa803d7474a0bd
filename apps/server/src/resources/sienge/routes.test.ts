import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importRuns } from '../../db/schema/imports';
import { get, tokenOf } from '../../test/demo-fixtures';
import { debitsInfoOf, siengeEnv, signUpImported } from '../../test/sienge-import-fixtures';
import { buildTenant, cpfFor, type SimulatedSienge, startSimulatedSienge } from '../../test/simulated-sienge';
import { backends, startTestServer, type TestServer } from '../../test/test-server';
import { claimSiengeLease } from './queries';
import { createSiengeConnector, lastSync } from './service';

const WEBHOOK_TOKEN = 'token-do-webhook-de-teste-0123456789';

/**
 * The connector wired end to end: a simulated tenant of several pages synced through the real import
 * service into the test database, read back through the finance calls, the webhook re-syncing one bill,
 * and the admin calls (status, 'Sincronizar agora', 409 while one runs, 403 for customers).
 */
describe.each(backends())('Sienge connector on %s', (backend) => {
  let sienge: SimulatedSienge;
  let server: TestServer;
  let admin: string;
  let ana: string;
  beforeAll(async () => {
    sienge = await startSimulatedSienge(buildTenant(450, 2));
    server = await startTestServer(backend, {
      env: siengeEnv(sienge, { SIENGE_WEBHOOK_TOKEN: WEBHOOK_TOKEN }),
    });
    [admin, ana] = await Promise.all([tokenOf(server, 'admin'), tokenOf(server, 'ana')]);
  });
  afterAll(async () => {
    await server?.stop();
    await sienge?.close();
  });

  /** A call that returns as soon as the answer does (the test server's helper waits for background work). */
  const post = (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { method: 'POST', ...init });

  it('refuses customers on the admin calls (403) and shows no sync yet', async () => {
    expect((await get(server, ana, '/api/v1/integrations/sienge/status')).status).toBe(403);
    expect((await server.json('POST', '/api/v1/integrations/sienge/sync', { token: ana })).status).toBe(403);
    expect(sienge.calls).toEqual([]);
    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.status, JSON.stringify(status.body)).toBe(200);
    expect(status.body).toEqual({
      configured: true,
      running: false,
      sync_minutes: 1440,
      webhook_enabled: true,
      last_sync: null,
      last_full_sync: null,
    });
  });

  it('syncs the tenant through the import service, past a 429 and a 5xx; a second sync meanwhile is 409', async () => {
    sienge.fail({ pathPrefix: '/companies', delayMs: 1500 });
    sienge.fail({ pathPrefix: '/customers', status: 429, retryAfter: '1' });
    sienge.fail({ pathPrefix: '/accounts-receivable', status: 503 });
    const auth = { authorization: `Bearer ${admin}` };
    const started = await post('/api/v1/integrations/sienge/sync', { headers: auth });
    expect(started.status).toBe(202);
    expect(await started.json()).toEqual({ started_at: expect.any(String) });
    const again = await post('/api/v1/integrations/sienge/sync', { headers: auth });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'SIENGE-SYNC-409' });
    expect((await get(server, admin, '/api/v1/integrations/sienge/status')).body.running).toBe(true);
    await server.ctx.background.idle();

    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.body.running).toBe(false);
    expect(status.body.last_full_sync).toEqual(status.body.last_sync);
    expect(status.body.last_sync).toMatchObject({
      scope: 'full',
      trigger: 'manual',
      target: null,
      status: 'ok',
      error_count: 0,
      errors: [],
      error: null,
    });
    expect(status.body.last_sync.counts).toMatchObject({
      companies: { created: 1, updated: 0, unchanged: 0 },
      enterprises: { created: 2, updated: 0, unchanged: 0 },
      customers: { created: 450, updated: 0, unchanged: 0 },
      contracts: { created: 450, updated: 0, unchanged: 0 },
      units: { created: 450, updated: 0, unchanged: 0 },
      installments: { created: 900, updated: 0, unchanged: 0 },
    });
    // The faults were met (and retried): two answers to the first /customers and bills calls.
    expect(sienge.calls.filter((call) => call.startsWith('/customers?')).length).toBe(4);
    // One import run per batch (source sienge), plus the sync's own row.
    const runs = await server.json('GET', '/api/v1/import/runs?limit=50', { token: admin });
    const sources = (runs.body.items as { source: string; actor: string }[]).filter(
      (r) => r.source === 'sienge',
    );
    expect(sources[0]?.actor).toBe('sienge:full:manual');
    expect(sources.filter((r) => r.actor === 'sienge').length).toBe(1 + 3 + 4);
  });

  it('lets a synced customer sign up and read the contract and installments through the finance calls', async () => {
    const token = await signUpImported(server, {
      email: 'cliente1@example.com',
      cpf: cpfFor(1),
      password: 'Cliente1#2026',
    });

    const bills = await debitsInfoOf(server, token);
    expect(bills.status, JSON.stringify(bills.body)).toBe(200);
    expect(bills.body).toHaveLength(1);
    expect(bills.body[0]).toMatchObject({ enterprise: { name: 'Residencial Alfa' } });
    expect(bills.body[0].unit.map((unit: { name: string }) => unit.name)).toEqual(['Apto 1']);
    const bill = bills.body[0].bill_id as number;
    const rows = await get(
      server,
      token,
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
    );
    expect(rows.status).toBe(200);
    const byNumber = (list: { installment_number: number; status: string }[]) =>
      list.sort((a, b) => a.installment_number - b.installment_number).map((row) => row.status);
    const statuses = byNumber(rows.body);
    expect(statuses).toHaveLength(2);
    expect(statuses[0]).toBe('paid');
    expect(statuses[1]).not.toBe('paid');

    // Sienge receives the second installment; its webhook re-syncs that bill only.
    const second = sienge.data.installments[5001]?.[1];
    if (!second) throw new Error('no second installment');
    sienge.data.installments[5001]?.splice(1, 1, {
      ...second,
      balanceDue: 0,
      receipts: [{ paymentDate: '2026-02-09', grossAmount: 1001.1, netAmount: 1001.1 }],
    });
    sienge.calls.length = 0;
    const hook = await server.json('POST', `/api/v1/integrations/sienge/webhook?token=${WEBHOOK_TOKEN}`, {
      body: { receivableBillId: [5001], situation: 'RECEIVED' },
      headers: { 'x-sienge-event': 'UPDATE_RECEIVABLE_BILL_SITUATION' },
    });
    expect(hook.status, JSON.stringify(hook.body)).toBe(202);
    expect(hook.body).toEqual({ customers: [], bills: ['5001'] });
    expect(sienge.calls.map((call) => call.split('?')[0])).toEqual([
      '/accounts-receivable/receivable-bills/5001',
      // Its enterprise's units: 225, two pages of 200.
      '/units',
      '/units',
      '/customers/1',
      '/accounts-receivable/receivable-bills/5001/installments',
    ]);
    const after = await get(
      server,
      token,
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
    );
    expect(byNumber(after.body)).toEqual(['paid', 'paid']);
    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.body.last_sync).toMatchObject({
      scope: 'bill',
      target: '5001',
      trigger: 'webhook',
      status: 'ok',
    });
    expect(status.body.last_sync.counts.installments).toEqual({ created: 0, updated: 1, unchanged: 1 });
    expect(status.body.last_full_sync.trigger).toBe('manual');
  });

  it('answers 401 to a webhook with a wrong or missing token, and syncs nothing', async () => {
    sienge.calls.length = 0;
    const before = new Date();
    const wrong = await server.json('POST', '/api/v1/integrations/sienge/webhook?token=errado', {
      body: { customerId: 1 },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: 'SIENGE-WEBHOOK-401' });
    const bearer = await server.json('POST', '/api/v1/integrations/sienge/webhook', {
      body: { billId: 5002 },
      token: `${WEBHOOK_TOKEN}x`,
    });
    expect(bearer.status).toBe(401);
    const missing = await server.json('POST', '/api/v1/integrations/sienge/webhook', {
      body: { billId: 5002 },
    });
    expect(missing.status).toBe(401);
    expect(sienge.calls).toEqual([]);
    const runs = await server.ctx.db
      .select({ id: importRuns.id })
      .from(importRuns)
      .where(and(eq(importRuns.source, 'sienge'), gt(importRuns.startedAt, before)));
    expect(runs).toEqual([]);
    // The right token as a bearer credential works too (a customer id this time).
    const right = await server.json('POST', '/api/v1/integrations/sienge/webhook', {
      body: { customerId: 2, ignored: { nested: true } },
      token: WEBHOOK_TOKEN,
    });
    expect(right.status).toBe(202);
    expect(sienge.calls).toEqual(['/customers/2']);
  });

  it('lets one process at a time hold the sync lease; only its holder renews it', async () => {
    const db = server.ctx.db;
    const first = await claimSiengeLease(db, 60);
    expect(first).not.toBeNull();
    expect(await claimSiengeLease(db, 60)).toBeNull();
    const busy = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(busy.status).toBe(409);
    expect(busy.body.msg).toBe(
      'Já existe uma sincronização com o Sienge em andamento. Aguarde ela terminar.',
    );
    expect(await first?.renew()).toBe(true);
    await first?.release();
    expect(await first?.renew()).toBe(false);
    // A holder that stops renewing (a process that died) loses the lease when it runs out.
    const stale = await claimSiengeLease(db, 0);
    const next = await claimSiengeLease(db, 60);
    expect(next).not.toBeNull();
    expect(await stale?.renew()).toBe(false);
    await next?.release();
    expect((await get(server, admin, '/api/v1/integrations/sienge/status')).body.running).toBe(false);
  });

  it('stops a running sync at its next Sienge call when the server stops, recorded as failed', async () => {
    const config = server.ctx.config.sienge;
    if (!config) throw new Error('Sienge not configured');
    const connector = createSiengeConnector(server.ctx, config);
    sienge.fail({ pathPrefix: '/companies', delayMs: 2000 });
    const outcome = await connector.startFullSync('manual');
    expect(outcome.started).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stopping = Date.now();
    await connector.stop();
    await server.ctx.background.idle();
    expect(Date.now() - stopping).toBeLessThan(1500);
    expect(await lastSync(server.ctx.db, 'full')).toMatchObject({
      trigger: 'manual',
      status: 'failed',
      error: expect.stringContaining('o servidor está parando'),
    });
    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.body.running).toBe(false);
    expect(status.body.last_sync.error).toContain('interrompida');
  });

  // Last: it moves the server's clock a day on (the tokens above expire).
  it('syncs on schedule only when the last full sync is older than the interval', async () => {
    const config = server.ctx.config.sienge;
    if (!config) throw new Error('Sienge not configured');
    sienge.calls.length = 0;
    const early = createSiengeConnector(server.ctx, config, { firstCheckMs: 1 });
    early.startSchedule();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await early.stop();
    await server.ctx.background.idle();
    expect(sienge.calls).toEqual([]);

    server.clock.advance(24 * 60 * 60_000);
    const due = createSiengeConnector(server.ctx, config, { firstCheckMs: 1 });
    due.startSchedule();
    await vi.waitFor(
      async () => {
        await server.ctx.background.idle();
        expect((await lastSync(server.ctx.db, 'full'))?.trigger).toBe('schedule');
      },
      { timeout: 90_000, interval: 500 },
    );
    await due.stop();
    const last = await lastSync(server.ctx.db, 'full');
    expect(last).toMatchObject({ status: 'ok', error_count: 0 });
    // Everything Sienge sends is already in the database: nothing created or updated.
    expect(last?.counts.customers).toEqual({ created: 0, updated: 0, unchanged: 450 });
    expect(last?.counts.installments).toEqual({ created: 0, updated: 0, unchanged: 900 });
  }, 120_000);
});

describe('Sienge connector not configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the status says so with a 200 (no failed call); sync and webhook answer 503 'não configurada'", async () => {
    const admin = await tokenOf(server, 'admin');
    const status = await get(server, admin, '/api/v1/integrations/sienge/status');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      configured: false,
      running: false,
      sync_minutes: 0,
      webhook_enabled: false,
      last_sync: null,
      last_full_sync: null,
    });
    const sync = await server.json('POST', '/api/v1/integrations/sienge/sync', { token: admin });
    expect(sync.status).toBe(503);
    expect(sync.body).toMatchObject({ code: 'SIENGE-503', msg: 'Integração com o Sienge não configurada.' });
    const hook = await server.json('POST', '/api/v1/integrations/sienge/webhook?token=x', { body: {} });
    expect(hook.status).toBe(503);
  });
});
