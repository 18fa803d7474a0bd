import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/people';
import { lastMailTo, linkIn } from '../../test/outbox';
import { backends, clientAddress, startTestServer, type TestServer } from '../../test/test-server';
import { deactivateStaff } from './service';

const PUBLIC_URL = 'https://portal.exemplo.test';

describe.each(backends())('staff accounts on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = (await login('admin@demo.com.br', 'Admin#2026')).body.access_token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  async function login(email: string, password: string) {
    return server.json('POST', '/api/v1/token', { body: { email, password }, headers: clientAddress() });
  }
  const call = (method: string, path: string, token: string, body?: unknown) =>
    server.json(method, path, { token, body, headers: clientAddress() });

  /** Invites `email`, follows the e-mailed link to choose `password`, and logs in. */
  async function inviteAndAccept(email: string, name: string, password: string) {
    const invited = await call('POST', '/api/v1/staff', admin, { email, name });
    expect(invited.status).toBe(201);
    const mail = await lastMailTo(server, email);
    const link = linkIn(mail?.text ?? '', `${PUBLIC_URL}/reset-password?token=`);
    const token = new URL(link).searchParams.get('token');
    const reset = await server.json('POST', '/api/v1/user/reset-password', {
      body: { token, new_password: password },
      headers: clientAddress(),
    });
    expect(reset.status).toBe(200);
    const signedIn = await login(email, password);
    expect(signedIn.status).toBe(200);
    return { id: invited.body.id as number, tokens: signedIn.body };
  }

  it('answers 403 to a customer and lists the staff to an administrator', async () => {
    const customer = (await login('ana@demo.com.br', 'Cliente#2026')).body.access_token;
    const refused = await call('GET', '/api/v1/staff', customer);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('FORBIDDEN-403');
    expect((await call('POST', '/api/v1/staff', customer, { email: 'x@y.com.br', name: 'X' })).status).toBe(
      403,
    );

    const listed = await call('GET', '/api/v1/staff', admin);
    expect(listed.status).toBe(200);
    expect(listed.body.members).toContainEqual(
      expect.objectContaining({
        email: 'admin@demo.com.br',
        name: 'Administrador',
        active: true,
        is_you: true,
      }),
    );
    const me = listed.body.members.find((m: { email: string }) => m.email === 'admin@demo.com.br');
    expect(me.last_login_at).not.toBeNull();
  });

  it('refuses bad input with a Portuguese 400', async () => {
    const answer = await call('POST', '/api/v1/staff', admin, { email: 'não é e-mail', name: '' });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toBe('Os dados enviados são inválidos. Confira os campos e tente novamente.');
  });

  it('invites a colleague: the e-mailed link (24 h) sets the password and the colleague logs in', async () => {
    const { id } = await inviteAndAccept('carla@empresa.com.br', 'Carla Souza', 'Carla#2026x');
    const mail = await lastMailTo(server, 'carla@empresa.com.br');
    expect(mail?.subject).toContain('convite para a equipe');
    expect(mail?.text).toContain('24 horas');
    const listed = await call('GET', '/api/v1/staff', admin);
    expect(listed.body.members).toContainEqual(
      expect.objectContaining({
        id,
        name: 'Carla Souza',
        active: true,
        invitation_pending: false,
        is_you: false,
      }),
    );
    const carla = listed.body.members.find((m: { id: number }) => m.id === id);
    expect(Date.parse(carla.last_login_at)).toBe(server.clock.now().getTime());
    expect(listed.body.audit[0]).toMatchObject({
      action: 'invited',
      actor_email: 'admin@demo.com.br',
      target_email: 'carla@empresa.com.br',
      target_name: 'Carla Souza',
    });
  });

  it('refuses the e-mail of an existing account; a pending invitation is sent again and the old link dies', async () => {
    for (const email of ['carla@empresa.com.br', 'ana@demo.com.br']) {
      const answer = await call('POST', '/api/v1/staff', admin, { email, name: 'Alguém' });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe('STAFF-INVITE-409');
    }
    await call('POST', '/api/v1/staff', admin, { email: 'davi@empresa.com.br', name: 'Davi' });
    const first = linkIn((await lastMailTo(server, 'davi@empresa.com.br'))?.text ?? '', PUBLIC_URL);
    const again = await call('POST', '/api/v1/staff', admin, {
      email: 'Davi@Empresa.com.br',
      name: 'Davi Lima',
    });
    expect(again.status).toBe(201);
    // Never logged in: no last login, whatever the login audit holds for others.
    expect(again.body).toMatchObject({ name: 'Davi Lima', invitation_pending: true, last_login_at: null });
    const second = linkIn((await lastMailTo(server, 'davi@empresa.com.br'))?.text ?? '', PUBLIC_URL);
    expect(second).not.toBe(first);
    const reset = (link: string) =>
      server.json('POST', '/api/v1/user/reset-password', {
        body: { token: new URL(link).searchParams.get('token'), new_password: 'Davi#2026xx' },
        headers: clientAddress(),
      });
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('expires the invitation link after 24 hours', async () => {
    await call('POST', '/api/v1/staff', admin, { email: 'eva@empresa.com.br', name: 'Eva' });
    const link = linkIn((await lastMailTo(server, 'eva@empresa.com.br'))?.text ?? '', PUBLIC_URL);
    server.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const answer = await server.json('POST', '/api/v1/user/reset-password', {
      body: { token: new URL(link).searchParams.get('token'), new_password: 'Eva#2026xxx' },
      headers: clientAddress(),
    });
    expect(answer.status).toBe(400);
    admin = (await login('admin@demo.com.br', 'Admin#2026')).body.access_token;
  });

  it('nobody deactivates themself; 404 for an account that is not staff', async () => {
    const [me] = await server.ctx.db.select().from(accounts).where(eq(accounts.email, 'admin@demo.com.br'));
    const self = await call('POST', `/api/v1/staff/${me?.id}/deactivate`, admin);
    expect(self.status).toBe(409);
    expect(self.body.msg).toBe('Você não pode desativar a sua própria conta.');
    const [ana] = await server.ctx.db.select().from(accounts).where(eq(accounts.email, 'ana@demo.com.br'));
    expect((await call('POST', `/api/v1/staff/${ana?.id}/deactivate`, admin)).status).toBe(404);
  });

  it('deactivation ends the sessions at once, refresh included; reactivation lets the person in again', async () => {
    const { id, tokens } = await inviteAndAccept('fabio@empresa.com.br', 'Fábio', 'Fabio#2026x');
    expect((await call('GET', '/api/v1/staff', tokens.access_token)).status).toBe(200);

    expect((await call('POST', `/api/v1/staff/${id}/deactivate`, admin)).status).toBe(204);
    const refused = await call('GET', '/api/v1/staff', tokens.access_token);
    expect(refused.status).toBe(401);
    expect(refused.body.msg).toBe('Sua sessão expirou. Entre novamente.');
    const refresh = await server.json('POST', '/api/v1/token/refresh', {
      body: { refresh_token: tokens.refresh_token },
      headers: clientAddress(),
    });
    expect(refresh.status).toBe(401);
    const again = await login('fabio@empresa.com.br', 'Fabio#2026x');
    expect(again.status).toBe(403);
    expect(again.body.msg).toBe('Esta conta foi desativada. Fale com um administrador do portal.');
    const listed = await call('GET', '/api/v1/staff', admin);
    expect(listed.body.members).toContainEqual(expect.objectContaining({ id, active: false }));
    expect(listed.body.audit[0]).toMatchObject({
      action: 'deactivated',
      target_email: 'fabio@empresa.com.br',
    });

    expect((await call('POST', `/api/v1/staff/${id}/reactivate`, admin)).status).toBe(204);
    expect((await login('fabio@empresa.com.br', 'Fabio#2026x')).status).toBe(200);
    const after = await call('GET', '/api/v1/staff', admin);
    expect(after.body.audit[0]).toMatchObject({ action: 'reactivated', actor_name: 'Administrador' });
  });

  it('never deactivates the last active administrator (two deactivating each other at once)', async () => {
    const rows = await server.ctx.db.select().from(accounts).where(eq(accounts.type, 'admin'));
    const demo = rows.find((row) => row.email === 'admin@demo.com.br');
    if (!demo) throw new Error('demo admin missing');
    // Every other administrator gone but the caller, whose own deactivation lands while its call runs.
    const others = rows.filter((row) => row.id !== demo.id).map((row) => row.id);
    for (const other of others) {
      await server.ctx.db.update(accounts).set({ deactivatedAt: new Date() }).where(eq(accounts.id, other));
    }
    const [actor] = others;
    await expect(deactivateStaff(server.ctx, actor ?? 0, demo.id)).rejects.toMatchObject({
      status: 409,
      code: 'STAFF-LAST-ADMIN-409',
    });
  });
});
