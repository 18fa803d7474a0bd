import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  clientAddress,
  jwtPayload,
  startTestServer,
  type TestServer,
} from '../../../test/test-server';

const ANA = { email: 'ana@demo.com.br', password: 'Cliente#2026' };
const COMPANY = { email: 'financeiro@construtiva.com.br', password: 'Empresa#2026' };
const ADMIN = { email: 'admin@demo.com.br', password: 'Admin#2026' };

describe.each(backends())('auth on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const login = (credentials: { email: string; password: string }, headers = clientAddress()) =>
    server.json('POST', '/api/v1/token', { body: credentials, headers });
  const me = (token: string, customerId: number) =>
    server.json('GET', `/api/v1/user?customerId=${customerId}`, { token });

  it.each([
    ['admin', ADMIN, 'admin'],
    ['individual customer', ANA, 'user'],
    ['company customer', COMPANY, 'user'],
  ] as const)('the demo %s logs in with the README credentials', async (_label, credentials, type) => {
    const { status, body } = await login(credentials);
    expect(status).toBe(200);
    expect(body.expires_in).toBe(900);
    const claims = jwtPayload(body.access_token);
    expect(claims.type).toBe(type);
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    const customerId = claims.customer_id as number;
    if (type === 'admin') expect(customerId).toBeLessThan(0);
    const record = await me(body.access_token, customerId);
    expect(record.status).toBe(200);
    expect(record.body.email).toBe(credentials.email);
    if (type === 'admin') expect(record.body.name).toBe('Administrador');
  });

  it('answers the same 401 for an unknown e-mail, a wrong password and a customer without account', async () => {
    const answers = await Promise.all([
      login({ email: 'ninguem@demo.com.br', password: 'Cliente#2026' }),
      login({ email: ANA.email, password: 'errada#2026' }),
      login({ email: 'bruno@demo.com.br', password: 'Cliente#2026' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        code: 'LOGIN-401',
        msg: 'Credenciais inválidas. Tente novamente.',
        error: 'Credenciais inválidas. Tente novamente.',
      });
    }
  });

  it('e-mail case does not matter', async () => {
    expect((await login({ email: 'ANA@Demo.com.BR', password: ANA.password })).status).toBe(200);
  });

  it('rotates the refresh token and revokes the whole family when a spent one is reused', async () => {
    const first = (await login(ANA)).body;
    const second = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    const third = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: second.body.refresh_token },
    });
    expect(third.status).toBe(200);

    server.clock.advance(11_000); // past the grace window
    const replay = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('SESSION-401');
    // The thief's replay ended the session for everyone holding its tokens.
    const latest = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: third.body.refresh_token },
    });
    expect(latest.status).toBe(401);
    const claims = jwtPayload(third.body.access_token);
    expect((await me(third.body.access_token, claims.customer_id as number)).status).toBe(401);
  });

  it('gives parallel refreshes of one token (several tabs) the same successor', async () => {
    const first = (await login(ANA)).body;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.json('POST', '/api/v1/token/refresh', { body: { refresh_token: first.refresh_token } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.refresh_token)).size).toBe(1);
    const next = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: answers[0]?.body.refresh_token },
    });
    expect(next.status).toBe(200);
  });

  it('logout revokes the family: refresh and access tokens stop working', async () => {
    const tokens = (await login(COMPANY)).body;
    const claims = jwtPayload(tokens.access_token);
    expect((await me(tokens.access_token, claims.customer_id as number)).status).toBe(200);
    const out = await server.json('POST', '/api/v1/token/logout', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(out.status).toBe(204);
    expect(
      (await server.json('POST', '/api/v1/token/refresh', { body: { refresh_token: tokens.refresh_token } }))
        .status,
    ).toBe(401);
    expect((await me(tokens.access_token, claims.customer_id as number)).status).toBe(401);
    // Logging out twice is harmless.
    expect(
      (await server.json('POST', '/api/v1/token/logout', { body: { refresh_token: tokens.refresh_token } }))
        .status,
    ).toBe(204);
  });

  it('refuses forged, expired and misused tokens with 401 and the error shape', async () => {
    const tokens = (await login(ANA)).body;
    const claims = jwtPayload(tokens.access_token);
    const id = claims.customer_id as number;
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const forgedNone = `${header}.${payload}.`;
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('x'.repeat(40)));
    const tampered = `${tokens.access_token.split('.')[0]}.${Buffer.from(JSON.stringify({ ...claims, type: 'admin' })).toString('base64url')}.${tokens.access_token.split('.')[2]}`;
    for (const token of [forgedNone, otherKey, tampered, tokens.refresh_token, 'lixo', '']) {
      const answer = await me(token, id);
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({
        code: 'SESSION-401',
        msg: expect.any(String),
        error: expect.any(String),
      });
    }
    expect(
      (await server.json('GET', `/api/v1/user?customerId=${id}`, { headers: { authorization: 'Basic abc' } }))
        .status,
    ).toBe(401);

    server.clock.advance(16 * 60 * 1000);
    expect((await me(tokens.access_token, id)).status).toBe(401);
    // An access token is not a refresh token either.
    const swapped = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: tokens.access_token },
    });
    expect(swapped.status).toBe(401);
  });

  it('an expired refresh token (30 days) no longer renews', async () => {
    const tokens = (await login(ANA)).body;
    server.clock.advance(31 * 24 * 60 * 60 * 1000);
    const answer = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: tokens.refresh_token },
    });
    expect(answer.status).toBe(401);
  });

  it('rejects malformed login bodies with 400 REQUEST-400 and the failing fields', async () => {
    const cases: unknown[] = [
      '{not json',
      { email: 'sem-arroba', password: 'x' },
      { email: ANA.email },
      [],
      'null',
    ];
    for (const body of cases) {
      const answer = await server.json('POST', '/api/v1/token', { body, headers: clientAddress() });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('REQUEST-400');
      expect(answer.body.msg).toBe(answer.body.error);
      expect(answer.body.issues.length).toBeGreaterThan(0);
    }
  });
});
