import { connect } from 'node:net';
import { afterEach, expect } from 'vitest';
import {
  createSiengeClient,
  type SiengeClient,
  type SiengeClientOptions,
} from '../resources/sienge/sienge-client';
import { customerIdOf, get } from './demo-fixtures';
import { lastMailTo, linkIn } from './outbox';
import {
  SIMULATED_PASSWORD,
  SIMULATED_USER,
  type SiengeTenantData,
  type SimulatedSienge,
  startSimulatedSienge,
} from './simulated-sienge';
import { clientAddress, type TestServer } from './test-server';

/** The server's environment for the simulated tenant (its API URL, user and password), plus `extra`. */
export function siengeEnv(
  sienge: SimulatedSienge,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    SIENGE_BASE_URL: sienge.baseUrl,
    SIENGE_USER: SIMULATED_USER,
    SIENGE_PASSWORD: SIMULATED_PASSWORD,
    ...extra,
  };
}

/**
 * Simulated tenants that live for one test: call at the top of a test file, then `await start(data)`
 * in a test; every tenant started is closed after its test.
 */
export function simulatedTenantPerTest(): (data: SiengeTenantData) => Promise<SimulatedSienge> {
  const open: SimulatedSienge[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((tenant) => tenant.close()));
  });
  return async (data) => {
    const tenant = await startSimulatedSienge(data);
    open.push(tenant);
    return tenant;
  };
}

/**
 * A client of the simulated tenant with its API user, whose waits are recorded instead of slept and
 * whose jitter is fixed (`random` 0.5); `options` override any of that.
 */
export function simulatedClient(
  tenant: SimulatedSienge,
  options: Partial<SiengeClientOptions> = {},
): { client: SiengeClient; waits: number[] } {
  const waits: number[] = [];
  const client = createSiengeClient({
    baseUrl: tenant.baseUrl,
    user: SIMULATED_USER,
    password: SIMULATED_PASSWORD,
    sleep: async (ms) => {
      waits.push(ms);
    },
    random: () => 0.5,
    ...options,
  });
  return { client, waits };
}

/**
 * Signs up an imported (or synced) customer the way a person would: sign-up (200), a first login
 * refused (403) that sends the activation e-mail, activation by its link (200), login (200). Answers
 * the access token; every step is asserted.
 */
export async function signUpImported(
  server: TestServer,
  person: { email: string; cpf: string; password: string },
): Promise<string> {
  const { email, cpf, password } = person;
  const headers = clientAddress();
  const signUp = await server.json('POST', '/api/v1/user', {
    body: { email, cpf, cnpj: '', password },
    headers,
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  // The activation e-mail leaves at the first login of a new account (LOGIN-403).
  const pending = await server.json('POST', '/api/v1/token', { body: { email, password }, headers });
  expect(pending.status).toBe(403);
  const mail = await lastMailTo(server, email);
  const activation = new URL(linkIn(mail?.text ?? '', 'http')).searchParams.get('token');
  const activated = await server.json('POST', '/api/v1/user/activate', {
    body: { token: activation, password },
    headers,
  });
  expect(activated.status, JSON.stringify(activated.body)).toBe(200);
  const login = await server.json('POST', '/api/v1/token', { body: { email, password }, headers });
  expect(login.status).toBe(200);
  return login.body.access_token as string;
}

/** `user_debits_info` of the caller over every due date the imported rows use (2000–2099). */
export function debitsInfoOf(server: TestServer, token: string) {
  return get(
    server,
    token,
    `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2099-12-31&customerId=${customerIdOf(token)}`,
  );
}

/**
 * Sends only the head of a request (`head`: request line, then header lines, then the first bytes of
 * the body; `Host` is added) over a plain socket, as a client that declares a body over the limit and
 * waits; resolves with what the server answered before the socket closed.
 */
export function sendHeadOnly(baseUrl: string, head: readonly string[]): Promise<string> {
  const url = new URL(baseUrl);
  const [requestLine, ...rest] = head;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    socket.on('data', (data) => {
      answer += data.toString('utf8');
      if (answer.includes('\r\n\r\n') && answer.includes('}')) socket.destroy();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write([requestLine, `Host: ${url.host}`, ...rest].join('\r\n'));
  });
}
