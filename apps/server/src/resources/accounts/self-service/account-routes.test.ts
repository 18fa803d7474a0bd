import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema/people';
import { lastMailTo, linkIn, mailCount } from '../../../test/outbox';
import { backends, clientAddress, startTestServer, type TestServer } from '../../../test/test-server';

const PUBLIC_URL = 'https://portal.exemplo.test';

describe.each(backends())('accounts on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: unknown, headers = clientAddress()) =>
    server.json('POST', path, { body, headers });
  const login = (email: string, password: string) => post('/api/v1/token', { email, password });

  describe('sign-up', () => {
    it('400 when the e-mail and the document do not name the same customer of the base', async () => {
      for (const body of [
        { email: 'bruno@demo.com.br', cpf: '12345678909', cnpj: '', password: 'Bruno#2026' },
        { email: 'outra@demo.com.br', cpf: '98765432100', cnpj: '', password: 'Bruno#2026' },
        { email: 'bruno@demo.com.br', cpf: '', cnpj: '11222333000181', password: 'Bruno#2026' },
      ]) {
        const answer = await post('/api/v1/user', body);
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          code: 'SIGN-UP-400',
          msg: 'Email e CPF/CNPJ devem coincidir com a base de dados.',
        });
      }
    });

    it('401 for an administrator e-mail', async () => {
      const answer = await post('/api/v1/user', {
        email: 'admin@demo.com.br',
        cpf: '98765432100',
        cnpj: '',
        password: 'x#12345678',
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: 'SIGN-UP-401', msg: 'Admin - Erro de cadastro.' });
    });

    it('421 for a customer who already has an account', async () => {
      const answer = await post('/api/v1/user', {
        email: 'ana@demo.com.br',
        cpf: '12345678909',
        cnpj: '',
        password: 'Nova#2026x',
      });
      expect(answer.status).toBe(421);
      expect(answer.body).toMatchObject({
        code: 'SIGN-UP-421',
        msg: 'Não foi possível cadastrar o usuário. Tente novamente.',
      });
    });

    it('400 REQUEST-400 for malformed bodies (both documents, masks, short password)', async () => {
      for (const body of [
        { email: 'bruno@demo.com.br', cpf: '98765432100', cnpj: '11222333000181', password: 'Bruno#2026' },
        { email: 'bruno@demo.com.br', cpf: '987.654.321-00', cnpj: '', password: 'Bruno#2026' },
        { email: 'bruno@demo.com.br', cpf: '98765432100', cnpj: '', password: 'curta' },
      ]) {
        const answer = await post('/api/v1/user', body);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe('REQUEST-400');
      }
    });

    it('200, pending account, activation mail at first login (403), activation link, then login', async () => {
      const body = { email: 'Bruno@Demo.com.br', cpf: '98765432100', cnpj: '', password: 'Bruno#2026' };
      const created = await post('/api/v1/user', body);
      expect(created.status).toBe(200);
      expect(created.body).toEqual({ code: 'SIGN-UP-200', msg: 'Usuário criado com sucesso.' });
      expect(await mailCount(server, 'bruno@demo.com.br')).toBe(0);

      // Parallel duplicate sign-ups: never a second account.
      const again = await Promise.all([post('/api/v1/user', body), post('/api/v1/user', body)]);
      expect(again.map((a) => a.status)).toEqual([421, 421]);

      const first = await login('bruno@demo.com.br', 'Bruno#2026');
      expect(first.status).toBe(403);
      expect(first.body.code).toBe('LOGIN-403');
      expect(first.body.msg).toBe(
        'Sua conta ainda não foi ativada. Enviamos um e-mail de ativação para o endereço cadastrado.',
      );
      const mail = await lastMailTo(server, 'bruno@demo.com.br');
      expect(mail?.subject).toContain('ative sua conta');
      expect(mail?.html).toContain('Horizonte Incorporadora');
      const link = linkIn(mail?.text ?? '', `${PUBLIC_URL}/ativar-conta?token=`);
      const token = new URL(link).searchParams.get('token') ?? '';

      // A wrong password on a pending account is just a wrong password (no mail).
      expect((await login('bruno@demo.com.br', 'Errada#2026')).status).toBe(401);
      expect(await mailCount(server, 'bruno@demo.com.br')).toBe(1);

      const bad = await post('/api/v1/user/activate', { token: 'nao-existe', password: 'Bruno#2026' });
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('ACTIVATION-400');
      // An old e-mail's GET link only opens the page (it activates nothing).
      const opened = await server.fetch(`/api/v1/user/activate?token=${encodeURIComponent(token)}`);
      expect(opened.status).toBe(302);
      expect(opened.headers.get('location')).toBe(`/ativar-conta?token=${encodeURIComponent(token)}`);
      expect((await login('bruno@demo.com.br', 'Bruno#2026')).status).toBe(403);
      const activated = await post('/api/v1/user/activate', { token, password: 'Bruno#2026' });
      expect(activated.status).toBe(200);
      expect(activated.body).toEqual({
        code: 'ACTIVATION-200',
        msg: 'Conta ativada com sucesso! Entre com seu e-mail e senha.',
      });
      const reused = await post('/api/v1/user/activate', { token, password: 'Bruno#2026' });
      expect(reused.status).toBe(410);
      expect(reused.body.code).toBe('ACTIVATION-410');

      expect((await login('bruno@demo.com.br', 'Bruno#2026')).status).toBe(200);
    });

    it('an activation link expires after 48 hours', async () => {
      // A seeded company of the base without an account.
      const company = { email: 'financeiro@bela.com.br', cpf: '', cnpj: '', password: 'Bela#20266' };
      const base = await server.json('GET', '/api/v1/user/list?limit=100', { token: await adminToken() });
      expect(base.status).toBe(200);
      expect(base.body.users.some((u: { email: string }) => u.email === company.email)).toBe(false);
      const cnpj = await documentOf(company.email);
      expect((await post('/api/v1/user', { ...company, cnpj })).status).toBe(200);
      expect((await login(company.email, company.password)).status).toBe(403);
      const link = linkIn(
        (await lastMailTo(server, company.email))?.text ?? '',
        `${PUBLIC_URL}/ativar-conta?token=`,
      );
      server.clock.advance(49 * 60 * 60 * 1000);
      const late = await post('/api/v1/user/activate', {
        token: new URL(link).searchParams.get('token'),
        password: company.password,
      });
      expect(late.status).toBe(410);
      expect(late.body.code).toBe('ACTIVATION-410');
      expect((await login(company.email, company.password)).status).toBe(403);
    });
  });

  describe('password reset', () => {
    it('answers the same 200 for unknown and known e-mails, and mails only the known one', async () => {
      const unknown = await post('/api/v1/user/send-reset-password-email', { email: 'ninguem@demo.com.br' });
      const known = await post('/api/v1/user/send-reset-password-email', { email: 'ana@demo.com.br' });
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({ code: 'PASSWORD-RECOVERY-200', msg: 'Email enviado com sucesso!' });
      expect(await mailCount(server, 'ninguem@demo.com.br')).toBe(0);
      expect(await mailCount(server, 'ana@demo.com.br')).toBeGreaterThan(0);
    });

    it('builds the link from PUBLIC_URL even when the Host header is forged', async () => {
      await server.json('POST', '/api/v1/user/send-reset-password-email', {
        body: { email: 'financeiro@construtiva.com.br' },
        headers: { ...clientAddress(), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      const mail = await lastMailTo(server, 'financeiro@construtiva.com.br');
      expect(mail?.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
      expect(mail?.html).not.toContain('evil.example');
    });

    it('resets once, ends every session, and refuses a weak password without spending the token', async () => {
      const session = (await login('ana@demo.com.br', 'Cliente#2026')).body;
      await post('/api/v1/user/send-reset-password-email', { email: 'ana@demo.com.br' });
      const token = new URL(
        linkIn(
          (await lastMailTo(server, 'ana@demo.com.br'))?.text ?? '',
          `${PUBLIC_URL}/reset-password?token=`,
        ),
      ).searchParams.get('token');

      const weak = await post('/api/v1/user/reset-password', { token, new_password: 'semespecial1' });
      expect(weak.status).toBe(400);
      expect(weak.body.code).toBe('REQUEST-400');

      const done = await post('/api/v1/user/reset-password', { token, new_password: 'Trocada#2026' });
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ code: 'RESET-PASSWORD-200', msg: 'Senha redefinida com sucesso!' });

      const again = await post('/api/v1/user/reset-password', { token, new_password: 'Outra#20267' });
      expect(again.status).toBe(400);
      expect(again.body.code).toBe('RESET-PASSWORD-400');

      expect((await login('ana@demo.com.br', 'Cliente#2026')).status).toBe(401);
      expect((await login('ana@demo.com.br', 'Trocada#2026')).status).toBe(200);
      // The session opened before the reset is over: refresh and access both refused.
      expect((await post('/api/v1/token/refresh', { refresh_token: session.refresh_token })).status).toBe(
        401,
      );
      expect(
        (await server.json('GET', '/api/v1/user?customerId=1', { token: session.access_token })).status,
      ).toBe(401);
    });

    it('a reset link expires after 30 minutes', async () => {
      await post('/api/v1/user/send-reset-password-email', { email: 'admin@demo.com.br' });
      const token = new URL(
        linkIn(
          (await lastMailTo(server, 'admin@demo.com.br'))?.text ?? '',
          `${PUBLIC_URL}/reset-password?token=`,
        ),
      ).searchParams.get('token');
      server.clock.advance(31 * 60 * 1000);
      const late = await post('/api/v1/user/reset-password', { token, new_password: 'Tarde#20266' });
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('RESET-PASSWORD-400');
      expect((await login('admin@demo.com.br', 'Admin#2026')).status).toBe(200);
    });
  });

  async function adminToken(): Promise<string> {
    return (await login('admin@demo.com.br', 'Admin#2026')).body.access_token;
  }

  async function documentOf(email: string): Promise<string> {
    const [row] = await server.ctx.db
      .select({ cnpj: customers.cnpj })
      .from(customers)
      .where(eq(customers.email, email));
    return row?.cnpj ?? '';
  }
});
