import { describe, expect, it } from 'vitest';
import { simulatedClient, simulatedTenantPerTest } from '../../test/sienge-import-fixtures';
import { buildTenant } from '../../test/simulated-sienge';
import { createSiengeClient, retryAfterMs, SiengeError } from './sienge-client';

const startTenant = simulatedTenantPerTest();

describe('Sienge client', () => {
  it('reads every page of 200 through resultSetMetadata', async () => {
    const sienge = await startTenant(buildTenant(450));
    const { client } = simulatedClient(sienge);
    const sizes: number[] = [];
    for await (const page of client.pages('/customers')) {
      sizes.push(page.rows.length);
      expect(page.count).toBe(450);
    }
    expect(sizes).toEqual([200, 200, 50]);
    expect(sienge.calls).toEqual([
      '/customers?limit=200&offset=0',
      '/customers?limit=200&offset=200',
      '/customers?limit=200&offset=400',
    ]);
  });

  it('waits the Retry-After of a 429, then succeeds', async () => {
    const sienge = await startTenant(buildTenant(3));
    sienge.fail({ pathPrefix: '/companies', status: 429, retryAfter: '7' });
    const { client, waits } = simulatedClient(sienge);
    const page = await client.page('/companies');
    expect(page.rows).toHaveLength(1);
    expect(waits).toEqual([7000]);
    expect(client.calls).toBe(2);
  });

  it('gives up on a 429 whose Retry-After is the daily quota', async () => {
    const sienge = await startTenant(buildTenant(3));
    sienge.fail({ status: 429, retryAfter: '3600' });
    const { client, waits } = simulatedClient(sienge);
    const failure = await client.page('/companies').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SiengeError);
    expect((failure as SiengeError).kind).toBe('rate-limit');
    expect((failure as SiengeError).message).toContain('cota diária');
    expect(waits).toEqual([]);
  });

  it('backs off with jitter after a 5xx, then succeeds', async () => {
    const sienge = await startTenant(buildTenant(3));
    sienge.fail({ status: 503 });
    sienge.fail({ status: 502 });
    const { client, waits } = simulatedClient(sienge, { baseDelayMs: 1000 });
    await expect(client.page('/enterprises')).resolves.toMatchObject({ count: 2 });
    // Full jitter with random() = 0.5: half of 1 s, then half of 2 s.
    expect(waits).toEqual([500, 1000]);
  });

  it('stops after a bounded number of 5xx with a clear error', async () => {
    const sienge = await startTenant(buildTenant(3));
    for (let i = 0; i < 5; i++) sienge.fail({ status: 500 });
    const { client, waits } = simulatedClient(sienge, { maxAttempts: 3 });
    const failure = (await client.page('/customers').catch((e: unknown) => e)) as SiengeError;
    expect(failure.kind).toBe('server');
    expect(failure.attempts).toBe(3);
    expect(failure.message).toBe('Sienge respondeu 500 após 3 tentativas: /customers (Falha simulada)');
    expect(waits).toHaveLength(2);
  });

  it('times a stalled answer out and retries it', async () => {
    const sienge = await startTenant(buildTenant(3));
    sienge.fail({ pathPrefix: '/companies', delayMs: 2500 });
    const { client, waits } = simulatedClient(sienge, { timeoutMs: 800 });
    await expect(client.page('/companies')).resolves.toMatchObject({ count: 1 });
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(sienge.calls.length).toBe(waits.length + 1);
  });

  it('retries a network error and then reports it', async () => {
    const sienge = await startTenant(buildTenant(1));
    const baseUrl = sienge.baseUrl;
    await sienge.close();
    const client = createSiengeClient({
      baseUrl,
      user: 'u',
      password: 'p',
      maxAttempts: 2,
      sleep: async () => {},
    });
    const failure = (await client.get('/companies').catch((e: unknown) => e)) as SiengeError;
    expect(failure.kind).toBe('network');
    expect(failure.attempts).toBe(2);
  });

  it('does not repeat a refused credential', async () => {
    const sienge = await startTenant(buildTenant(1));
    const { client } = simulatedClient(sienge, { password: 'errada' });
    const failure = (await client.get('/companies').catch((e: unknown) => e)) as SiengeError;
    expect(failure.kind).toBe('auth');
    expect(failure.message).toContain('SIENGE_USER');
    expect(sienge.calls).toHaveLength(1);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(
      10_000,
    );
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});
