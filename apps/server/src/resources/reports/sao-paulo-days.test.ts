import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../test/demo-fixtures';
import { backends, clientAddress, startTestServer, type TestServer } from '../../test/test-server';

/**
 * Product rule §6: the login report's days are São Paulo days. A login at 22:00 in Brasília is 01:00
 * UTC of the next day; it counts on the Brasília day, not on the UTC one.
 */
describe.each(backends())('login report days in America/Sao_Paulo (%s)', (backend) => {
  let server: TestServer;
  let year: number;
  beforeAll(async () => {
    server = await startTestServer(backend);
    // Move the clock to 01:00 UTC on 11 March of next year: 22:00 on 10 March in Brasília.
    year = server.clock.now().getUTCFullYear() + 1;
    server.clock.advance(Date.UTC(year, 2, 11, 1, 0, 0) - server.clock.now().getTime());
  });
  afterAll(() => server?.stop());

  it('counts a login at 22:00 Brasília on the Brasília day', async () => {
    const seen = clientAddress();
    const ip = seen['x-forwarded-for'] as string;
    const login = await server.json('POST', '/api/v1/token', {
      body: { email: 'ana@demo.com.br', password: 'Cliente#2026' },
      headers: seen,
    });
    expect(login.status).toBe(200);
    const admin = await tokenOf(server, 'admin');
    const on = async (day: string) =>
      (
        await server.json(
          'GET',
          `/api/v1/reports/user-history?status=success&ip=${ip}&date_from=${day}&date_to=${day}`,
          { token: admin },
        )
      ).body.total;
    expect(await on(`${year}-03-10`)).toBe(1);
    expect(await on(`${year}-03-11`)).toBe(0);
  });
});
