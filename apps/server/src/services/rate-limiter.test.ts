import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startTestServer, type TestServer } from '../test/test-server';

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

  it('50 parallel wrong logins on one account: at most 6 are checked, the rest get 429 + Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        server.json('POST', '/api/v1/token', {
          body: wrong,
          headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(6);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(44);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body).toMatchObject({ code: 'RATE-LIMIT-429', msg: expect.any(String) });
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // Even the right password waits: the block is on the account, not on the guess.
    expect(
      (
        await server.json('POST', '/api/v1/token', {
          body: right,
          headers: { 'x-forwarded-for': '198.51.100.200' },
        })
      ).status,
    ).toBe(429);
    server.clock.advance(Number(limited?.headers.get('retry-after')) * 1000);
    expect(
      (
        await server.json('POST', '/api/v1/token', {
          body: right,
          headers: { 'x-forwarded-for': '198.51.100.200' },
        })
      ).status,
    ).toBe(200);
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

  it('the audit records blocked attempts', async () => {
    const [login] = await server
      .json('POST', '/api/v1/token', { body: right, headers: { 'x-forwarded-for': '192.0.2.200' } })
      .then((a) => [a]);
    expect(login?.status).toBe(200);
    const admin = await server.json('POST', '/api/v1/token', {
      body: { email: 'admin@demo.com.br', password: 'Admin#2026' },
      headers: { 'x-forwarded-for': '192.0.2.201' },
    });
    const report = await server.json('GET', '/api/v1/reports/user-history?status=error&description=excesso', {
      token: admin.body.access_token,
    });
    expect(report.body.total).toBeGreaterThan(40);
  });
});
