import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siengeEnv } from '../../test/sienge-import-fixtures';
import { buildTenant, type SimulatedSienge, startSimulatedSienge } from '../../test/simulated-sienge';
import { startTestServer, type TestServer } from '../../test/test-server';

const TOKEN = 'token-do-webhook-de-teste-0123456789';
const HOOK = '/api/v1/integrations/sienge/webhook';

/**
 * Decision 057: the webhook cannot be made to amplify. Ids per call are capped, pending work is merged
 * per record, calls are rate-limited per address, the token travels in a header, and a full queue
 * answers 503 with Retry-After.
 */
describe('Sienge webhook limits', () => {
  let sienge: SimulatedSienge;
  let server: TestServer;
  beforeAll(async () => {
    sienge = await startSimulatedSienge(buildTenant(3, 2));
    server = await startTestServer('pglite', { env: siengeEnv(sienge, { SIENGE_WEBHOOK_TOKEN: TOKEN }) });
  });
  afterAll(async () => {
    await server?.stop();
    await sienge?.close();
  });

  /** Answers as soon as the server does (the test server's own helper waits for background work). */
  const hook = (body: unknown, headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) =>
    fetch(`${server.url}${HOOK}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.60', ...headers },
      body: JSON.stringify(body),
    });

  it('refuses a call naming more than 100 records with a Portuguese 400, and queues nothing', async () => {
    sienge.calls.length = 0;
    const answer = await hook({ receivableBillId: Array.from({ length: 101 }, (_, i) => i + 1) });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      code: 'REQUEST-400',
      issues: [{ path: 'body', message: expect.stringContaining('no máximo 100 registros') }],
    });
    await server.ctx.background.idle();
    expect(sienge.calls).toEqual([]);
  });

  it('takes the token from X-Webhook-Token or Authorization: Bearer (and still from the URL)', async () => {
    sienge.calls.length = 0;
    expect((await hook({ customerId: 1 }, { 'x-webhook-token': TOKEN })).status).toBe(202);
    await server.ctx.background.idle();
    expect((await hook({ customerId: 2 })).status).toBe(202);
    await server.ctx.background.idle();
    expect((await hook({ customerId: 3 }, { 'x-webhook-token': 'errado-errado-errado-errado' })).status).toBe(
      401,
    );
    const byUrl = await fetch(`${server.url}${HOOK}?token=${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customerId: 3 }),
    });
    expect(byUrl.status).toBe(202);
    await server.ctx.background.idle();
    expect(sienge.calls).toEqual(['/customers/1', '/customers/2', '/customers/3']);
  });

  it('merges pending work per record: a customer named again while it waits is synced once', async () => {
    sienge.calls.length = 0;
    sienge.fail({ pathPrefix: '/customers', delayMs: 800 });
    expect((await hook({ customerId: 1 })).status).toBe(202);
    // While customer 1 is being fetched, 2 is named three times and 1 once more.
    for (const customerId of [2, 2, 1, 2]) expect((await hook({ customerId })).status).toBe(202);
    await server.ctx.background.idle();
    expect(sienge.calls).toEqual(['/customers/1', '/customers/2', '/customers/1']);
  });

  it('rate-limits the calls of one address: 429 with Retry-After past the allowance', async () => {
    const headers = { 'x-webhook-token': 'errado-errado-errado-errado', 'x-forwarded-for': '203.0.113.61' };
    const statuses: number[] = [];
    for (let i = 0; i < 605; i++) {
      const answer = await hook({}, headers);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
        break;
      }
    }
    expect(statuses.slice(0, 600).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('bounds the queue: past 1000 waiting records a call is 503 with Retry-After; known ones still merge', async () => {
    sienge.fail({ pathPrefix: '/accounts-receivable', delayMs: 5000 });
    for (let call = 0; call < 10; call++) {
      const bills = Array.from({ length: 100 }, (_, i) => 100_000 + call * 100 + i);
      expect((await hook({ receivableBillId: bills })).status).toBe(202);
    }
    const full = await hook({ receivableBillId: Array.from({ length: 100 }, (_, i) => 200_000 + i) });
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('600');
    expect(await full.json()).toMatchObject({ code: 'SIENGE-WEBHOOK-503', msg: expect.any(String) });
    // A bill already waiting adds nothing, so it is accepted.
    expect((await hook({ billId: 100_500 })).status).toBe(202);
  });
});
