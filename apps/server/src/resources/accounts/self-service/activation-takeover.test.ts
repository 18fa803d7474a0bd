import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../db/schema/people';
import { lastMailTo, linkIn } from '../../../test/outbox';
import { backends, clientAddress, startTestServer, type TestServer } from '../../../test/test-server';

const PUBLIC_URL = 'https://portal.exemplo.test';
/** A customer of the base without an account (product rule §5): the victim. */
const VICTIM = { email: 'bruno@demo.com.br', cpf: '98765432100' };
const INTRUDER_PASSWORD = 'Intruso#2026';
const VICTIM_PASSWORD = 'Vitima#2026x';

/**
 * Decision 016 (activation by a POST): whoever knew a customer's e-mail and CPF signed up with a password of their own,
 * and one click on the activation link in the real customer's mailbox (or a mail scanner fetching it)
 * activated the intruder's password. Now the link opens a page and only a POST that proves the password
 * (or sets a new one) activates.
 */
describe.each(backends())('activation proves the password (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const post = (path: string, body: unknown) => server.json('POST', path, { body, headers: clientAddress() });
  const login = (password: string) => post('/api/v1/token', { email: VICTIM.email, password });
  const activate = (body: Record<string, unknown>) => post('/api/v1/user/activate', body);
  const status = async () =>
    (await server.ctx.db.select().from(accounts).where(eq(accounts.email, VICTIM.email)))[0]?.status;
  /** The intruder logs in to the pending account: the activation e-mail goes to the victim. */
  const mailedToken = async () => {
    expect((await login(INTRUDER_PASSWORD)).status).toBe(403);
    const link = linkIn(
      (await lastMailTo(server, VICTIM.email))?.text ?? '',
      `${PUBLIC_URL}/ativar-conta?token=`,
    );
    return new URL(link).searchParams.get('token') ?? '';
  };

  it('the intruder signs up first; the link, opened by the victim or a scanner, changes nothing', async () => {
    const signUp = await post('/api/v1/user', { ...VICTIM, cnpj: '', password: INTRUDER_PASSWORD });
    expect(signUp.status).toBe(200);
    const token = await mailedToken();
    // Every GET a scanner or a click can make: the old API link and the portal page.
    const opened = await server.fetch(`/api/v1/user/activate?token=${encodeURIComponent(token)}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`/ativar-conta?token=${encodeURIComponent(token)}`);
    await server.fetch(`/ativar-conta?token=${encodeURIComponent(token)}`);
    expect(await status()).toBe('pending');
    expect((await login(INTRUDER_PASSWORD)).status).toBe(403);
  });

  it('a wrong password is refused in Portuguese, leaves the link usable, and guesses are limited', async () => {
    const token = await mailedToken();
    for (let i = 0; i < 5; i++) {
      const wrong = await activate({ token, password: `Palpite#${i}` });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        code: 'ACTIVATION-PASSWORD-400',
        msg: expect.stringContaining('A senha não confere'),
      });
    }
    const blocked = await activate({ token, password: INTRUDER_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('RATE-LIMIT-429');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await status()).toBe('pending');
  });

  it('the victim sets a new password: active with it, the intruder locked out, older links dead', async () => {
    const older = await mailedToken();
    const token = await mailedToken();
    // The new password must follow the new-password rules; nothing changes otherwise.
    const weak = await activate({ token, new_password: 'curta' });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('REQUEST-400');
    expect(await status()).toBe('pending');

    const done = await activate({ token, new_password: VICTIM_PASSWORD });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      code: 'ACTIVATION-200',
      msg: 'Conta ativada com sucesso! Entre com seu e-mail e senha.',
    });
    expect(await status()).toBe('active');
    expect((await login(INTRUDER_PASSWORD)).status).toBe(401);
    expect((await login(VICTIM_PASSWORD)).status).toBe(200);
    // The intruder cannot use an older link to set the password back.
    const replay = await activate({ token: older, new_password: INTRUDER_PASSWORD });
    expect(replay.status).toBe(410);
    expect(replay.body.code).toBe('ACTIVATION-410');
    expect((await activate({ token, new_password: INTRUDER_PASSWORD })).status).toBe(410);
  });

  it('asks for one of the passwords and refuses an unknown token', async () => {
    const neither = await activate({ token: 'qualquer' });
    expect(neither.status).toBe(400);
    expect(neither.body.code).toBe('REQUEST-400');
    const unknown = await activate({ token: 'nao-existe', password: VICTIM_PASSWORD });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('ACTIVATION-400');
  });
});
