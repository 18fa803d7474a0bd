import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenOf } from '../../../test/demo-fixtures';
import { backends, clientAddress, startTestServer, type TestServer } from '../../../test/test-server';

/**
 * Decision 019: the login declares the public-IP header of spec section 7; the
 * server records it apart, as the declared IP, and the audited IP stays the address it sees.
 */
describe.each(backends())('login: declared public IP (%s)', (backend) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(backend);
    admin = await tokenOf(server, 'admin');
  });
  afterAll(() => server?.stop());

  const login = (password: string, headers: Record<string, string>) =>
    server.json('POST', '/api/v1/token', { body: { email: 'ana@demo.com.br', password }, headers });
  const history = async (ip: string, status: 'success' | 'error') =>
    (await server.json('GET', `/api/v1/reports/user-history?status=${status}&ip=${ip}`, { token: admin }))
      .body.items;

  it('keeps the seen address as the IP and the header as the declared IP, on success and failure', async () => {
    const seen = clientAddress();
    const ip = seen['x-forwarded-for'] as string;
    expect((await login('Cliente#2026', { ...seen, 'x-client-public-ip': '203.0.113.7' })).status).toBe(200);
    expect((await login('errada', { ...seen, 'x-client-public-ip': '2001:db8::1' })).status).toBe(401);
    const [ok] = await history(ip, 'success');
    expect(ok).toMatchObject({ email: 'ana@demo.com.br', ip, declared_ip: '203.0.113.7' });
    const [failed] = await history(ip, 'error');
    expect(failed).toMatchObject({ ip, declared_ip: '2001:db8::1' });
    // The declared address is not the audited one: the IP filter does not find it.
    expect(await history('203.0.113.7', 'success')).toEqual([]);
  });

  it('drops a header that is not an IP literal and still logs in', async () => {
    const seen = clientAddress();
    const ip = seen['x-forwarded-for'] as string;
    const answer = await login('Cliente#2026', { ...seen, 'x-client-public-ip': '<script>1.2.3.4' });
    expect(answer.status).toBe(200);
    expect((await history(ip, 'success'))[0]).toMatchObject({ ip, declared_ip: null });
  });
});
