import { ERROR_CATALOGUE } from '@portal/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postToken } from '../endpoints/auth/token';
import { postTokenLogout } from '../endpoints/auth/token-logout';
import { getDefaultImage } from '../endpoints/enterprises/default-image';
import { getEnterprises } from '../endpoints/enterprises/enterprises';
import { getTotalDebit } from '../endpoints/financial/total-debit';
import { getCustomer } from '../endpoints/user/customer';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { createApiClient, type SessionSource } from './api-client';
import { ApiError, isAbortError } from './api-error';

const TOKENS = { access_token: 'a.b.c', refresh_token: 'r1', expires_in: 900 };
const CUSTOMER = {
  id: 7,
  person_type: 'individual',
  created_at: '2021-05-03',
  cpf: '12345678909',
  cnpj: null,
  email: 'ana@demo.com.br',
  name: 'Ana',
  type: 'user',
};

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

/** A session whose token changes when refreshed, like the portal's. */
function session(options: { refreshTo?: string | null } = {}) {
  let token = 'old-token';
  const refresh = vi.fn(async () => {
    if (options.refreshTo === null) return false;
    token = options.refreshTo ?? 'new-token';
    return true;
  });
  const source: SessionSource = { getAccessToken: () => token, getCustomerId: () => 7, refresh };
  return { source, refresh };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('requests', () => {
  it('sends Authorization and Customer from the injected session, and JSON bodies', async () => {
    server.handle(() => ({ status: 200, json: TOKENS }));
    const client = createApiClient({ baseUrl: server.baseUrl, session: session().source });
    await postToken(client, { email: 'ana@demo.com.br', password: 'Cliente#2026' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/api/v1/token');
    expect(request?.headers.authorization).toBe('Bearer old-token');
    expect(request?.headers.customer).toBe('7');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      email: 'ana@demo.com.br',
      password: 'Cliente#2026',
    });
  });

  it('sends the declared public IP of the login only when it is an IP literal (decision 019)', async () => {
    server.handle(() => ({ status: 200, json: TOKENS }));
    const client = createApiClient({ baseUrl: server.baseUrl });
    const body = { email: 'ana@demo.com.br', password: 'Cliente#2026' };
    await postToken(client, body, { publicIp: '203.0.113.7' });
    await postToken(client, body, { publicIp: 'não sei' });
    await postToken(client, body);
    expect(server.requests.map((request) => request.headers['x-client-public-ip'])).toEqual([
      '203.0.113.7',
      undefined,
      undefined,
    ]);
  });

  it('sends no Authorization or Customer header without a session', async () => {
    server.handle(() => ({ status: 200, json: TOKENS }));
    await postToken(createApiClient({ baseUrl: server.baseUrl }), { email: 'a@b.com', password: 'x' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[0]?.headers.customer).toBeUndefined();
  });

  it('writes query values as text, applies defaults and leaves absent ones out', async () => {
    server.handle(() => ({ status: 200, json: [] }));
    const client = createApiClient({ baseUrl: `${server.baseUrl}/` });
    await getEnterprises(client, { query: 'Jardim', offset: 100 });
    const url = server.requests[0]?.url;
    expect(url?.pathname).toBe('/api/v1/enterprises');
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      query: 'Jardim',
      offset: '100',
      limit: '100',
    });
    server.handle(() => ({ status: 200, json: {} }));
    await getTotalDebit(client, { cpf: '12345678909' });
    expect(server.requests[1]?.url.search).toBe('?cpf=12345678909');
  });

  it('fills path parameters', async () => {
    server.handle(() => ({ status: 200, json: { image_default: null } }));
    const image = await getDefaultImage(createApiClient({ baseUrl: server.baseUrl }), { enterpriseId: 42 });
    expect(image).toEqual({ image_default: null });
    expect(server.requests[0]?.url.pathname).toBe('/api/v1/enterprise/attachments/default/42');
  });

  it('refuses invalid input with REQUEST-400 before sending anything', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(getEnterprises(client, { limit: 500 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('REQUEST-400');
    expect(error.message).toBe(ERROR_CATALOGUE['REQUEST-400']);
    expect(error.issues?.[0]?.path).toBe('query.limit');
    const login = await failure(postToken(client, { email: 'not-an-email', password: 'x' }));
    expect(login.issues?.map((issue) => issue.path)).toEqual(['body.email']);
    expect(server.requests).toHaveLength(0);
  });

  it('answers undefined for a 204', async () => {
    server.handle(() => ({ status: 204 }));
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(postTokenLogout(client, { refresh_token: 'r1' })).resolves.toBeUndefined();
  });
});

describe('answers that break the contract', () => {
  it('rejects a 2xx whose body violates the schema with RESPONSE-INVALID and the failing fields', async () => {
    server.handle(() => ({ status: 200, json: { ...TOKENS, access_token: 42 } }));
    const error = await failure(
      postToken(createApiClient({ baseUrl: server.baseUrl }), { email: 'a@b.com', password: 'x' }),
    );
    expect(error.code).toBe('RESPONSE-INVALID');
    expect(error.status).toBe(200);
    expect(error.endpointId).toBe('token');
    expect(error.message).toBe(ERROR_CATALOGUE['RESPONSE-INVALID']);
    expect(error.issues?.map((issue) => issue.path)).toEqual(['response.access_token']);
  });

  it('rejects a 2xx that is not JSON', async () => {
    server.handle(() => ({ status: 200, text: '<html>proxy page</html>' }));
    const client = createApiClient({ baseUrl: server.baseUrl, session: session().source });
    const error = await failure(getCustomer(client, { customerId: 7 }));
    expect(error.code).toBe('RESPONSE-INVALID');
  });

  it('rejects a money field that is not integer cents', async () => {
    server.handle(() => ({ status: 200, json: { total_original_value: 10.5 } }));
    const client = createApiClient({ baseUrl: server.baseUrl, session: session().source });
    const error = await failure(getTotalDebit(client, {}));
    expect(error.issues?.[0]?.path).toBe('response.total_original_value');
  });

  it('fills absent totals with 0 (spec: all default 0)', async () => {
    server.handle(() => ({ status: 200, json: { total_adjusted_value: 1500 } }));
    const client = createApiClient({ baseUrl: server.baseUrl, session: session().source });
    await expect(getTotalDebit(client, {})).resolves.toEqual({
      total_original_value: 0,
      total_adjusted_value: 1500,
      total_additional_value: 0,
    });
  });
});

describe('401 → refresh → one retry', () => {
  it('refreshes once and retries with the new token', async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer new-token'
        ? { status: 200, json: CUSTOMER }
        : { status: 401, json: { code: 'SESSION-401', msg: 'x', error: 'x' } },
    );
    const { source, refresh } = session();
    const customer = await getCustomer(createApiClient({ baseUrl: server.baseUrl, session: source }), {
      customerId: 7,
    });
    expect(customer.name).toBe('Ana');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.authorization)).toEqual([
      'Bearer old-token',
      'Bearer new-token',
    ]);
  });

  it('surfaces a second 401 without refreshing again', async () => {
    server.handle(() => ({ status: 401, json: {} }));
    const { source, refresh } = session();
    const error = await failure(
      getCustomer(createApiClient({ baseUrl: server.baseUrl, session: source }), { customerId: 7 }),
    );
    expect(error.status).toBe(401);
    expect(error.code).toBe('SESSION-401');
    expect(error.message).toBe(ERROR_CATALOGUE['SESSION-401']);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry when the refresh fails', async () => {
    server.handle(() => ({ status: 401, json: {} }));
    const { source, refresh } = session({ refreshTo: null });
    await failure(
      getCustomer(createApiClient({ baseUrl: server.baseUrl, session: source }), { customerId: 7 }),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(1);
  });

  it('never refreshes on a public call: a failed login is LOGIN-401', async () => {
    server.handle(() => ({ status: 401, json: {} }));
    const { source, refresh } = session();
    const error = await failure(
      postToken(createApiClient({ baseUrl: server.baseUrl, session: source }), {
        email: 'a@b.com',
        password: 'x',
      }),
    );
    expect(error.code).toBe('LOGIN-401');
    expect(error.message).toBe('Credenciais inválidas. Tente novamente.');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('shares one refresh between parallel calls that all got 401', async () => {
    server.handle((request) =>
      request.headers.authorization === 'Bearer new-token'
        ? { status: 200, json: CUSTOMER }
        : { status: 401 },
    );
    const { source, refresh } = session();
    const client = createApiClient({ baseUrl: server.baseUrl, session: source });
    await Promise.all([1, 2, 3].map(() => getCustomer(client, { customerId: 7 })));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests).toHaveLength(6);
  });
});

describe('abort and network', () => {
  it('rejects with an AbortError when the signal aborts mid-request', async () => {
    server.handle(() => ({ status: 200, json: CUSTOMER, delayMs: 5_000 }));
    const controller = new AbortController();
    const call = getCustomer(
      createApiClient({ baseUrl: server.baseUrl, session: session().source }),
      { customerId: 7 },
      { signal: controller.signal },
    );
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    controller.abort();
    const error = await call.catch((reason: unknown) => reason);
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('does not send at all with an already-aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await getEnterprises(client, {}, { signal: controller.signal }).catch(
      (reason: unknown) => reason,
    );
    expect(isAbortError(error)).toBe(true);
    expect(server.requests).toHaveLength(0);
  });

  it('turns an unreachable server into NETWORK-ERROR with status 0', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9' });
    const error = await failure(getEnterprises(client, {}));
    expect(error.status).toBe(0);
    expect(error.code).toBe('NETWORK-ERROR');
    expect(error.message).toBe(ERROR_CATALOGUE['NETWORK-ERROR']);
  });
});
