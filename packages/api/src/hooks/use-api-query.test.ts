// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/api-client';
import { type Enterprise, enterprisesEndpoint } from '../endpoints/enterprises/enterprises';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { nodeTransport } from '../test/node-transport';
import { ApiProvider } from './api-context';
import { useApiQuery } from './use-api-query';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const ENTERPRISES: Enterprise[] = [
  { id: 1, name: 'Residencial Ipê', address: 'Rua A, 10', creation: '2022-01-10' },
];

const signals: AbortSignal[] = [];

let server: LoopbackServer;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  signals.length = 0;
});

type Seen = { data?: Enterprise[]; error?: unknown };

/** Reports what the hook returns into `seen`. */
function Probe({ seen }: { seen: Seen }) {
  const { data, error } = useApiQuery(enterprisesEndpoint, { query: { query: 'ipê' } });
  seen.data = data;
  seen.error = error;
  return null;
}

function mount(seen: Seen): Root {
  const client = createApiClient({ baseUrl: server.baseUrl, transport: nodeTransport(signals) });
  const root = createRoot(document.createElement('div'));
  // A fresh SWR cache per test, so one test's answer is not another's.
  const tree = createElement(
    SWRConfig,
    { value: { provider: () => new Map(), dedupingInterval: 0 } },
    createElement(ApiProvider, { client }, createElement(Probe, { seen })),
  );
  act(() => root.render(tree));
  return root;
}

describe('useApiQuery', () => {
  it('loads through the client with the query of the hook', async () => {
    server.handle(() => ({ status: 200, json: ENTERPRISES }));
    const seen: Seen = {};
    const root = mount(seen);
    await vi.waitFor(() => expect(seen.data).toEqual(ENTERPRISES));
    expect(Object.fromEntries(server.requests[0]?.url.searchParams ?? [])).toEqual({
      query: 'ipê',
      offset: '0',
      limit: '100',
    });
    act(() => root.unmount());
  });

  it('aborts the request when the component unmounts', async () => {
    server.handle(() => ({ status: 200, json: ENTERPRISES, delayMs: 5_000 }));
    const seen: Seen = {};
    const root = mount(seen);
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    act(() => root.unmount());
    await vi.waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(seen.data).toBeUndefined();
  });
});
