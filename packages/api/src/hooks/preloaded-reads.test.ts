// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../client/api-client';
import { type Enterprise, enterprisesEndpoint } from '../endpoints/enterprises/enterprises';
import { postSendResetPasswordEmail } from '../endpoints/user/send-reset-password-email';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { nodeTransport } from '../test/node-transport';
import { ApiProvider } from './api-context';
import { callOrClaim, forgetPreloadedReads, preloadRead, UNCLAIMED_READ_MS } from './preloaded-reads';
import { useApiQuery } from './use-api-query';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const ANA: Enterprise[] = [{ id: 1, name: 'Residencial Ipê', address: 'Rua A, 10', creation: '2022-01-10' }];
const INPUT = { query: { query: 'ipê' } };

let server: LoopbackServer;
let client: ApiClient;
/** SWR's cache, owned by the test as the portal owns its own. */
const cache = new Map();
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.handle(() => ({ status: 200, json: ANA }));
  client = createApiClient({ baseUrl: server.baseUrl, transport: nodeTransport() });
});
afterEach(() => {
  vi.useRealTimers();
  forgetPreloadedReads(client);
  cache.clear();
});

type Seen = { data?: Enterprise[] };

function Probe({ seen }: { seen: Seen }) {
  seen.data = useApiQuery(enterprisesEndpoint, INPUT).data;
  return null;
}

/** Mounts the hook on the test's SWR cache. */
function mount(seen: Seen): Root {
  const root = createRoot(document.createElement('div'));
  const probe = createElement(ApiProvider, { client }, createElement(Probe, { seen }));
  act(() =>
    root.render(createElement(SWRConfig, { value: { provider: () => cache, dedupingInterval: 0 } }, probe)),
  );
  return root;
}

describe('preloadRead', () => {
  it('is the request the hook takes over: one call, the same answer', async () => {
    const preloaded = preloadRead(client, enterprisesEndpoint, INPUT);
    const seen: Seen = {};
    const root = mount(seen);
    await vi.waitFor(() => expect(seen.data).toEqual(ANA));
    await expect(preloaded).resolves.toEqual(ANA);
    expect(server.requests).toHaveLength(1);
    act(() => root.unmount());
  });

  it('makes a read asked for twice before it is claimed once', async () => {
    const first = preloadRead(client, enterprisesEndpoint, INPUT);
    const second = preloadRead(client, enterprisesEndpoint, INPUT);
    expect(second).toBe(first);
    await first;
    expect(server.requests).toHaveLength(1);
  });

  it('drops an answer nobody claimed, so a later visit reads afresh', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    await preloadRead(client, enterprisesEndpoint, INPUT);
    vi.advanceTimersByTime(UNCLAIMED_READ_MS + 1);
    vi.useRealTimers();
    const seen: Seen = {};
    const root = mount(seen);
    await vi.waitFor(() => expect(seen.data).toEqual(ANA));
    expect(server.requests).toHaveLength(2);
    act(() => root.unmount());
  });
});

describe('callOrClaim', () => {
  it('takes the preloaded request once, then calls', async () => {
    const preloaded = preloadRead(client, enterprisesEndpoint, INPUT);
    expect(callOrClaim(client, enterprisesEndpoint, INPUT)).toBe(preloaded);
    await expect(callOrClaim(client, enterprisesEndpoint, INPUT)).resolves.toEqual(ANA);
    expect(server.requests).toHaveLength(2);
  });

  it('reads afresh after a write: a preloaded answer may predate what the write changed', async () => {
    await preloadRead(client, enterprisesEndpoint, INPUT);
    server.handle((request) =>
      request.method === 'POST'
        ? { status: 200, json: { code: 'PASSWORD-RECOVERY-200', msg: 'Enviado.' } }
        : { status: 200, json: ANA },
    );
    await postSendResetPasswordEmail(client, { email: 'ana@demo.com.br' });
    await expect(callOrClaim(client, enterprisesEndpoint, INPUT)).resolves.toEqual(ANA);
    // The preload, the write, and a new read: the preloaded answer was not handed over.
    expect(server.requests).toHaveLength(3);
    expect(server.requests[2]?.method).toBe('GET');
  });
});

describe('forgetPreloadedReads', () => {
  it('drops the reads preloaded for the last person: the next one reads afresh', async () => {
    await preloadRead(client, enterprisesEndpoint, INPUT);
    forgetPreloadedReads(client);
    const seen: Seen = {};
    const root = mount(seen);
    await vi.waitFor(() => expect(seen.data).toEqual(ANA));
    expect(server.requests).toHaveLength(2);
    act(() => root.unmount());
  });
});
