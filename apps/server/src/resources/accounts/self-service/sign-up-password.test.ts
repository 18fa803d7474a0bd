import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, clientAddress, startTestServer, type TestServer } from '../../../test/test-server';

/** Product rule §4: sign-up refuses every password a reset refuses (the five rules of spec section 5). */
describe.each(backends())('sign-up password rules on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const signUp = (password: string) =>
    server.json('POST', '/api/v1/user', {
      body: { email: 'bruno@demo.com.br', cpf: '98765432100', cnpj: '', password },
      headers: clientAddress(),
    });

  it.each([
    ['no special character', 'bruno2026'],
    ['no digit', 'Bruno#Silva'],
    ['no letter', '2026#2026'],
    ['too short', 'Br#2026'],
  ])('400 for a password with %s, naming the password field', async (_, password) => {
    const answer = await signUp(password);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('REQUEST-400');
    expect(answer.body.issues.map((issue: { path: string }) => issue.path)).toContain('body.password');
  });

  it('accepts a password that meets the rules', async () => {
    expect((await signUp('Bruno#2026')).status).toBe(200);
  });
});
