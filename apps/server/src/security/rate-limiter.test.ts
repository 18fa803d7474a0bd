import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../test/test-server';
import { RATE_POLICIES, takeAttempt } from './rate-limiter';

const wrong = { email: 'ana@demo.com.br', password: 'errada#2026' };
const right = { email: 'ana@demo.com.br', password: 'Cliente#2026' };

describe.each(backends())('rate limits on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('50 parallel wrong logins on one account from one address: at most 6 are checked, the rest get 429 + Retry-After', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.1' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => server.json('POST', '/api/v1/token', { body: wrong, headers })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(44);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body).toMatchObject({ code: 'RATE-LIMIT-429', msg: expect.any(String) });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // The right password from the guessing address waits: the block is on the account and address.
    expect((await server.json('POST', '/api/v1/token', { body: right, headers })).status).toBe(429);
    // Decision 016: the owner, from an address without failures, is not locked out.
    const owner = { 'x-forwarded-for': '198.51.100.200' };
    expect((await server.json('POST', '/api/v1/token', { body: right, headers: owner })).status).toBe(200);
    server.clock.advance(Number(limited?.headers.get('retry-after')) * 1000);
    expect((await server.json('POST', '/api/v1/token', { body: right, headers })).status).toBe(200);
  });

  it('guessing spread over many addresses never locks the owner out, and is slowed account-wide', async () => {
    const account = { email: 'financeiro@construtiva.com.br', password: 'errada#2026' };
    // 30 addresses, two wrong guesses each, one after the other.
    const second: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}` };
      expect((await server.json('POST', '/api/v1/token', { body: account, headers })).status).toBe(401);
      second.push((await server.json('POST', '/api/v1/token', { body: account, headers })).status);
    }
    // Past the account-wide allowance an address with a failure waits...
    expect(second.slice(-5).every((s) => s === 429)).toBe(true);
    // ...while the owner's right password from a clean address goes through at once.
    const owner = { 'x-forwarded-for': '203.0.113.200' };
    const ok = await server.json('POST', '/api/v1/token', {
      body: { email: account.email, password: 'Empresa#2026' },
      headers: owner,
    });
    expect(ok.status).toBe(200);
    server.clock.advance(16 * 60 * 1000);
  });

  it('delays grow with each attempt let through after the free ones', async () => {
    const account = { email: 'financeiro@construtiva.com.br', password: 'errada' };
    const headers = { 'x-forwarded-for': '192.0.2.10' };
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const answer = await server.json('POST', '/api/v1/token', { body: account, headers });
      if (answer.status === 429) {
        const wait = Number(answer.headers.get('retry-after'));
        waits.push(wait);
        server.clock.advance(wait * 1000);
      }
    }
    expect(waits.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < waits.length; i++) expect(waits[i]).toBeGreaterThan(waits[i - 1] as number);
  });

  it('one IP trying many accounts is limited too', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.99' };
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const answer = await server.json('POST', '/api/v1/token', {
        body: { email: `alvo${i}@demo.com.br`, password: 'x' },
        headers,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses).toContain(429);
  });

  it('LOGINS_PER_ADDRESS sets how many logins one address makes before delays (an office behind NAT)', async () => {
    const office = await startTestServer(backend, { env: { LOGINS_PER_ADDRESS: '3' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const answer = await office.json('POST', '/api/v1/token', {
          body: { email: `colega${i}@demo.com.br`, password: 'x' },
          headers: { 'x-forwarded-for': '192.0.2.77' },
        });
        statuses.push(answer.status);
      }
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.slice(3)).toContain(429);
    } finally {
      await office.stop();
    }
  });

  it('the right password gives its attempt back to the address and clears the account at that address', async () => {
    const own = await startTestServer(backend, { env: { LOGINS_PER_ADDRESS: '10' } });
    const login = async (body: typeof right, address: string) =>
      (await own.json('POST', '/api/v1/token', { body, headers: { 'x-forwarded-for': address } })).status;
    try {
      // Twelve right logins from one address allowed ten: each is given back (an office behind NAT).
      const signIns: number[] = [];
      for (let i = 0; i < 12; i++) signIns.push(await login(right, '192.0.2.80'));
      expect(signIns).toEqual(Array(12).fill(200));
      // Four wrong, the right one, four wrong: the account's counter at this address started again
      // after the right password (five are free), so none of them waits.
      const attempts: number[] = [];
      for (const body of [wrong, wrong, wrong, wrong, right, wrong, wrong, wrong, wrong])
        attempts.push(await login(body, '192.0.2.81'));
      expect(attempts).toEqual([401, 401, 401, 401, 200, 401, 401, 401, 401]);
    } finally {
      await own.stop();
    }
  });

  it('password-reset requests and sign-ups are limited as well', async () => {
    const resetHeaders = { 'x-forwarded-for': '192.0.2.150' };
    const resets: number[] = [];
    for (let i = 0; i < 5; i++) {
      resets.push(
        (
          await server.json('POST', '/api/v1/user/send-reset-password-email', {
            body: { email: 'ana@demo.com.br' },
            headers: resetHeaders,
          })
        ).status,
      );
    }
    expect(resets.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(resets[4]).toBe(429);

    const signUpHeaders = { 'x-forwarded-for': '192.0.2.151' };
    const signUps = await Promise.all(
      Array.from({ length: 20 }, () =>
        server.json('POST', '/api/v1/user', {
          body: { email: 'x@demo.com.br', cpf: '98765432100', cnpj: '', password: 'Qualquer#1' },
          headers: signUpHeaders,
        }),
      ),
    );
    const statuses = signUps.map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(11);
    expect(statuses).toContain(429);
  });

  it('the audit records a blocked address once per window, not once per refused request', async () => {
    const headers = { 'x-forwarded-for': '192.0.2.210' };
    const victim = { email: 'ana@demo.com.br', password: 'errada#2026' };
    const statuses: number[] = [];
    // 25 attempts: under the per-address limit (30), far over the account-and-address one (5 free).
    for (let i = 0; i < 25; i++) {
      statuses.push((await server.json('POST', '/api/v1/token', { body: victim, headers })).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(18);
    const admin = await server.json('POST', '/api/v1/token', {
      body: { email: 'admin@demo.com.br', password: 'Admin#2026' },
      headers: { 'x-forwarded-for': '192.0.2.201' },
    });
    const report = await server.json(
      'GET',
      '/api/v1/reports/user-history?status=error&description=excesso&ip=192.0.2.210',
      { token: admin.body.access_token },
    );
    expect(report.body.total).toBe(1);
    // The wrong passwords that were really checked are all there.
    const checked = await server.json(
      'GET',
      '/api/v1/reports/user-history?status=error&description=inv%C3%A1lidas&ip=192.0.2.210',
      { token: admin.body.access_token },
    );
    expect(checked.body.total).toBe(statuses.filter((s) => s === 401).length);
  });
  it('an attempt a few milliseconds older than the one just counted is not refused (order-independent)', async () => {
    const now = server.clock.now().getTime();
    const key = `order:${now}`;
    const first = await takeAttempt(server.ctx.database, key, RATE_POLICIES.refreshIp, new Date(now));
    expect(first).toEqual({ allowed: true, hits: 1 });
    const older = await takeAttempt(server.ctx.database, key, RATE_POLICIES.refreshIp, new Date(now - 3));
    expect(older).toEqual({ allowed: true, hits: 2 });
  });

  it('thirty concurrent attempts of one key, timestamps out of order, under the allowance: none refused', async () => {
    const now = server.clock.now().getTime();
    const key = `burst:${now}`;
    // Ten sessions refreshing at once, three times each: the moments reach the database shuffled.
    const moments = Array.from({ length: 30 }, (_, i) => now + ((i * 7) % 30));
    const decisions = await Promise.all(
      moments.map((at) => takeAttempt(server.ctx.database, key, RATE_POLICIES.refreshIp, new Date(at))),
    );
    expect(decisions.filter((d) => !d.allowed)).toEqual([]);
    expect(decisions.map((d) => (d.allowed ? d.hits : 0)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('100 wrong passwords from 100 addresses of one IPv6 /64 are limited like one address', async () => {
    const account = { email: 'seis-quatro@demo.com.br', password: 'errada#2026' };
    const statuses: number[] = [];
    for (let i = 1; i <= 100; i++) {
      const headers = { 'x-forwarded-for': `2001:db8:4:64::${i.toString(16)}` };
      statuses.push((await server.json('POST', '/api/v1/token', { body: account, headers })).status);
    }
    // Five free for the account at one address (the /64), then 429.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(90);
    // Another /64 is another address.
    const other = { 'x-forwarded-for': '2001:db8:4:65::1' };
    expect((await server.json('POST', '/api/v1/token', { body: account, headers: other })).status).toBe(401);
    server.clock.advance(16 * 60 * 1000);
  });

  it('an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
    const account = { email: 'mapeado@demo.com.br', password: 'errada#2026' };
    const statuses: number[] = [];
    const forms = ['198.51.100.77', '::ffff:198.51.100.77', '::ffff:c633:644d', '0:0:0:0:0:ffff:c633:644d'];
    for (let i = 0; i < 9; i++) {
      const headers = { 'x-forwarded-for': forms[i % forms.length] as string };
      statuses.push((await server.json('POST', '/api/v1/token', { body: account, headers })).status);
    }
    // Five free, the sixth checked and delayed (as for one IPv4 address), then 429.
    expect(statuses.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(statuses.slice(6)).toEqual([429, 429, 429]);
    server.clock.advance(16 * 60 * 1000);
  });
});
