import { expect } from 'vitest';
import { type Backend, startTestServer, type TestServer } from './test-server';

/** The demo accounts of product rule §5 used by the tests. */
export const ACCOUNTS = {
  ana: { email: 'ana@demo.com.br', password: 'Cliente#2026', cpf: '12345678909' },
  company: { email: 'financeiro@construtiva.com.br', password: 'Empresa#2026', cnpj: '11222333000181' },
  admin: { email: 'admin@demo.com.br', password: 'Admin#2026' },
} as const;

/** Logs in and returns the access token (fails the test otherwise). */
export async function tokenOf(server: TestServer, who: keyof typeof ACCOUNTS): Promise<string> {
  const { email, password } = ACCOUNTS[who];
  const res = await server.json('POST', '/api/v1/token', { body: { email, password } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.access_token as string;
}

/** A test server on a copy of the demo data, with the three demo accounts signed in. */
export async function startDemoServer(
  backend: Backend,
): Promise<{ server: TestServer; ana: string; company: string; admin: string }> {
  const server = await startTestServer(backend);
  try {
    const [ana, company, admin] = await Promise.all([
      tokenOf(server, 'ana'),
      tokenOf(server, 'company'),
      tokenOf(server, 'admin'),
    ]);
    return { server, ana, company, admin };
  } catch (error) {
    await server.stop(); // the caller never gets the server, so it could not stop it
    throw error;
  }
}

/** GET with a bearer token. */
export function get(server: TestServer, token: string, path: string) {
  return server.json('GET', path, { token });
}

/** The bill ids of the caller (via `user_debits_info`). */
export async function billsOf(server: TestServer, token: string): Promise<number[]> {
  const res = await get(
    server,
    token,
    '/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=' +
      customerIdOf(token),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { bill_id: number }[]).map((b) => b.bill_id);
}

/** `customer_id` claim of an access token. */
export function customerIdOf(token: string): number {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
    .customer_id as number;
}
