import { todayIso } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../test/outbox';
import { backends, clientAddress, jwtPayload, startTestServer, type TestServer } from '../test/test-server';

describe.each(backends())('authorization on %s', (backend) => {
  let server: TestServer;
  let ana: { token: string; id: number };
  let company: { token: string; id: number };
  let admin: { token: string; id: number };

  const signIn = async (email: string, password: string) => {
    const { body } = await server.json('POST', '/api/v1/token', {
      body: { email, password },
      headers: clientAddress(),
    });
    return { token: body.access_token as string, id: jwtPayload(body.access_token).customer_id as number };
  };

  beforeAll(async () => {
    server = await startTestServer(backend);
    ana = await signIn('ana@demo.com.br', 'Cliente#2026');
    company = await signIn('financeiro@construtiva.com.br', 'Empresa#2026');
    admin = await signIn('admin@demo.com.br', 'Admin#2026');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('a customer reads their own record', async () => {
    const own = await server.json('GET', `/api/v1/user?customerId=${ana.id}`, {
      token: ana.token,
      headers: { customer: String(ana.id) },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      id: ana.id,
      person_type: 'individual',
      cpf: '12345678909',
      cnpj: null,
      type: 'user',
      name: 'Ana Beatriz Souza',
    });
    const firm = await server.json('GET', `/api/v1/user?customerId=${company.id}`, { token: company.token });
    expect(firm.body).toMatchObject({ person_type: 'company', cnpj: '11222333000181', cpf: null });
  });

  it("another customer's id answers exactly like a missing one (404), whatever the route", async () => {
    const missing = await server.json('GET', '/api/v1/user?customerId=999999', { token: ana.token });
    const someoneElse = await server.json('GET', `/api/v1/user?customerId=${company.id}`, {
      token: ana.token,
    });
    const adminRecord = await server.json('GET', `/api/v1/user?customerId=${admin.id}`, { token: ana.token });
    expect(missing.status).toBe(404);
    expect(someoneElse.status).toBe(404);
    expect(adminRecord.status).toBe(404);
    expect(someoneElse.body).toEqual(missing.body);
    expect(missing.body).toEqual({
      code: 'NOT-FOUND-404',
      msg: 'Não encontramos o que você procurou.',
      error: 'Não encontramos o que você procurou.',
    });
  });

  it('a Customer header naming someone else is a 404 on every authenticated call', async () => {
    const header = { customer: String(company.id) };
    const calls = [
      server.json('GET', `/api/v1/user?customerId=${ana.id}`, { token: ana.token, headers: header }),
      server.json('POST', '/api/v1/user/ticket', {
        token: ana.token,
        headers: header,
        body: { title: 'Financeiro', message: 'x' },
      }),
    ];
    for (const answer of await Promise.all(calls)) expect(answer.status).toBe(404);
  });

  it('admin calls answer 403 to customers and 200 to the administrator', async () => {
    for (const path of [
      '/api/v1/user/list?limit=8&offset=0',
      '/api/v1/reports/user-history?status=success',
    ]) {
      for (const caller of [ana, company]) {
        const answer = await server.json('GET', path, { token: caller.token });
        expect(answer.status).toBe(403);
        expect(answer.body.code).toBe('FORBIDDEN-403');
      }
      expect((await server.json('GET', path, { token: admin.token })).status).toBe(200);
    }
    // Bad input on an admin call is still a 403 for a customer: nothing is revealed about the schema.
    expect((await server.json('GET', '/api/v1/user/list?limit=abc', { token: ana.token })).status).toBe(403);
    expect((await server.json('GET', '/api/v1/user/list?limit=abc', { token: admin.token })).status).toBe(
      400,
    );
  });

  it('the administrator reads any customer and their own record (negative id, Administrador)', async () => {
    expect(
      (await server.json('GET', `/api/v1/user?customerId=${ana.id}`, { token: admin.token })).body.email,
    ).toBe('ana@demo.com.br');
    const self = await server.json('GET', `/api/v1/user?customerId=${admin.id}`, { token: admin.token });
    expect(self.body).toMatchObject({
      id: admin.id,
      name: 'Administrador',
      type: 'admin',
      person_type: null,
    });
    expect(admin.id).toBeLessThan(0);
  });

  it('the user list pages through the customer accounts with sienge_name', async () => {
    const first = await server.json('GET', '/api/v1/user/list?limit=3&offset=0', { token: admin.token });
    const second = await server.json('GET', '/api/v1/user/list?limit=3&offset=3', { token: admin.token });
    expect(first.body.users).toHaveLength(3);
    expect(first.body.total).toBeGreaterThanOrEqual(6);
    expect(first.body.users[0]).toEqual({
      email: expect.any(String),
      customer_id: expect.any(Number),
      attributes: { sienge_name: [expect.any(String)] },
    });
    expect(second.body.users[0].email).not.toBe(first.body.users[0].email);
    expect(first.body.users.some((u: { email: string }) => u.email === 'admin@demo.com.br')).toBe(false);
  });

  it('a ticket is stored under the caller identity, not the body, and mailed to support', async () => {
    const answer = await server.json('POST', '/api/v1/user/ticket', {
      token: ana.token,
      body: {
        title: 'Financeiro',
        message: 'Segunda via <b>urgente</b>',
        email: 'intruso@evil.example',
        name: 'Intruso',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 'TICKET-POST-200', msg: 'Mensagem enviada com sucesso!' });
    const mail = await lastMailTo(server, 'suporte@demo.com.br');
    expect(mail?.text).toContain('ana@demo.com.br');
    expect(mail?.text).toContain('Ana Beatriz Souza');
    expect(mail?.text).not.toContain('intruso@evil.example');
    expect(mail?.html).toContain('&#60;b&#62;urgente');
    const empty = await server.json('POST', '/api/v1/user/ticket', {
      token: ana.token,
      body: { title: '', message: '' },
    });
    expect(empty.status).toBe(400);
    expect(
      (await server.json('POST', '/api/v1/user/ticket', { body: { title: 'a', message: 'b' } })).status,
    ).toBe(401);
  });

  it('the login history filters by status, e-mail, name, IP, description and dates', async () => {
    await server.json('POST', '/api/v1/token', {
      body: { email: 'ana@demo.com.br', password: 'errada' },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    const q = (query: string) =>
      server.json('GET', `/api/v1/reports/user-history?${query}`, { token: admin.token });
    const failures = await q('status=error&ip=203.0.113.77');
    expect(failures.status).toBe(200);
    expect(failures.body.total).toBe(1);
    expect(failures.body.items[0]).toMatchObject({
      email: 'ana@demo.com.br',
      customer_name: 'Ana Beatriz Souza',
      ip: '203.0.113.77',
      message: 'Credenciais inválidas',
    });
    const successes = await q('status=success&customer_name=beatriz&email=ANA@');
    expect(successes.body.total).toBeGreaterThanOrEqual(1);
    expect(
      successes.body.items.every((i: { message: string }) => i.message === 'Login realizado com sucesso'),
    ).toBe(true);
    // The report's days are São Paulo's (product rule §6): from 21:00 there it is already tomorrow in UTC.
    const today = todayIso(server.clock.now());
    expect(
      (await q(`date_from=${today}&date_to=${today}&description=credenciais`)).body.total,
    ).toBeGreaterThanOrEqual(1);
    expect((await q('date_from=2001-01-01&date_to=2001-01-31')).body.total).toBe(0);
    expect((await q('date_from=ontem')).status).toBe(400);
    expect((await q('status=talvez')).status).toBe(400);
  });
});
