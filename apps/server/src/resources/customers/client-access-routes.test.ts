import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/people';
import { lastMailTo, linkIn, mailCount } from '../../test/outbox';
import { clientAddress, startTestServer, type TestServer } from '../../test/test-server';

const PUBLIC_URL = 'https://portal.exemplo.test';

/** The admin's client page and its access actions (docs/product/rules.md, "Acesso do cliente"), on PGlite. */
describe('client page and access', () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    admin = (await login('admin@demo.com.br', 'Admin#2026')).body.access_token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function login(email: string, password: string) {
    return server.json('POST', '/api/v1/token', { body: { email, password }, headers: clientAddress() });
  }
  const call = (method: string, path: string, token: string) =>
    server.json(method, path, { token, headers: clientAddress() });
  async function customerId(email: string): Promise<number> {
    const [row] = await server.ctx.db.select().from(customers).where(eq(customers.email, email));
    if (!row) throw new Error(`no customer ${email}`);
    return row.id;
  }

  it('answers 403 to a customer, 404 to an unknown id and 400 to a bad one', async () => {
    const ana = (await login('ana@demo.com.br', 'Cliente#2026')).body.access_token;
    const id = await customerId('ana@demo.com.br');
    for (const [method, path] of [
      ['GET', `/api/v1/clients/${id}`],
      ['POST', `/api/v1/clients/${id}/block`],
      ['POST', `/api/v1/clients/${id}/unblock`],
      ['POST', `/api/v1/clients/${id}/activation-email`],
    ] as const) {
      const refused = await call(method, path, ana);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('FORBIDDEN-403');
    }
    const missing = await call('GET', '/api/v1/clients/999999', admin);
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('Cliente não encontrado.');
    expect((await call('GET', '/api/v1/clients/abc', admin)).status).toBe(400);
  });

  it('shows the document, contracts with their document and the last login; the list links by id', async () => {
    const id = await customerId('ana@demo.com.br');
    const page = await call('GET', `/api/v1/clients/${id}`, admin);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id, access: 'active', person_type: 'individual', cpf: '12345678909' });
    expect(page.body.account.last_login_at).not.toBeNull();
    expect(page.body.contracts.length).toBeGreaterThan(0);
    expect(page.body.contracts[0].document).toMatch(/^CT\./);
    const list = await call('GET', '/api/v1/user/list?limit=100', admin);
    expect(list.body.users).toContainEqual(
      expect.objectContaining({ email: 'ana@demo.com.br', customer_id: id }),
    );
  });

  it('a customer with no account: state none, nothing to block or resend', async () => {
    const id = await customerId('bruno@demo.com.br');
    const page = await call('GET', `/api/v1/clients/${id}`, admin);
    expect(page.body).toMatchObject({ access: 'none', account: null, audit: [] });
    const block = await call('POST', `/api/v1/clients/${id}/block`, admin);
    expect(block.status).toBe(409);
    expect(block.body.msg).toBe('Este cliente ainda não criou o acesso ao portal.');
    expect((await call('POST', `/api/v1/clients/${id}/activation-email`, admin)).status).toBe(409);
  });

  it('pending: "Reenviar ativação" e-mails a new activation link and is audited', async () => {
    const signUp = await server.json('POST', '/api/v1/user', {
      body: { email: 'bruno@demo.com.br', password: 'Bruno#2026x', cpf: '98765432100', cnpj: '' },
      headers: clientAddress(),
    });
    expect(signUp.status).toBeLessThan(300);
    const id = await customerId('bruno@demo.com.br');
    expect((await call('GET', `/api/v1/clients/${id}`, admin)).body.access).toBe('pending');
    const before = await mailCount(server, 'bruno@demo.com.br');
    expect((await call('POST', `/api/v1/clients/${id}/activation-email`, admin)).status).toBe(204);
    expect(await mailCount(server, 'bruno@demo.com.br')).toBe(before + 1);
    const mail = await lastMailTo(server, 'bruno@demo.com.br');
    const link = linkIn(mail?.text ?? '', `${PUBLIC_URL}/ativar-conta?token=`);
    const activated = await server.json('POST', '/api/v1/user/activate', {
      body: { token: new URL(link).searchParams.get('token'), password: 'Bruno#2026x' },
      headers: clientAddress(),
    });
    expect(activated.status).toBeLessThan(300);
    const page = await call('GET', `/api/v1/clients/${id}`, admin);
    expect(page.body.access).toBe('active');
    expect(page.body.audit[0]).toMatchObject({ action: 'activation-resent', actor_name: 'Administrador' });
    const again = await call('POST', `/api/v1/clients/${id}/activation-email`, admin);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Este acesso não está aguardando ativação.');
  });

  it('"Bloquear acesso" ends the sessions (next call 401, refresh 401, login refused); unblocking lets in', async () => {
    const id = await customerId('financeiro@construtiva.com.br');
    const tokens = (await login('financeiro@construtiva.com.br', 'Empresa#2026')).body;
    expect((await call('GET', `/api/v1/user?customerId=${id}`, tokens.access_token)).status).toBe(200);

    expect((await call('POST', `/api/v1/clients/${id}/block`, admin)).status).toBe(204);
    const refused = await call('GET', `/api/v1/user?customerId=${id}`, tokens.access_token);
    expect(refused.status).toBe(401);
    const refresh = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: tokens.refresh_token },
      headers: clientAddress(),
    });
    expect(refresh.status).toBe(401);
    const again = await login('financeiro@construtiva.com.br', 'Empresa#2026');
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('LOGIN-BLOCKED-403');
    expect(again.body.msg).toBe(
      'Seu acesso ao portal está bloqueado. Fale com a nossa equipe pelos canais de contato.',
    );
    const blocked = await call('GET', `/api/v1/clients/${id}`, admin);
    expect(blocked.body.access).toBe('blocked');
    expect(blocked.body.account.blocked_at).not.toBeNull();
    expect(blocked.body.audit[0]).toMatchObject({ action: 'blocked', actor_email: 'admin@demo.com.br' });
    // A second click records nothing more.
    expect((await call('POST', `/api/v1/clients/${id}/block`, admin)).status).toBe(204);
    expect((await call('GET', `/api/v1/clients/${id}`, admin)).body.audit).toHaveLength(1);

    expect((await call('POST', `/api/v1/clients/${id}/unblock`, admin)).status).toBe(204);
    expect((await login('financeiro@construtiva.com.br', 'Empresa#2026')).status).toBe(200);
    const after = await call('GET', `/api/v1/clients/${id}`, admin);
    expect(after.body.access).toBe('active');
    expect(after.body.audit.map((entry: { action: string }) => entry.action)).toEqual([
      'unblocked',
      'blocked',
    ]);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await server.json('GET', '/api/openapi.json');
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/clients/{id}',
        '/api/v1/clients/{id}/block',
        '/api/v1/clients/{id}/unblock',
        '/api/v1/clients/{id}/activation-email',
      ]),
    );
  });
});
