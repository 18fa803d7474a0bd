// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import type { SWRInfiniteResponse } from 'swr/infinite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import type { Enterprise } from '../endpoints/enterprises/enterprises';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { nodeTransport } from '../test/node-transport';
import { ApiProvider } from './api-context';
import { preloadFirstEnterprises, useEnterpriseBatches } from './enterprise-batches-hook';
import { forgetPreloadedReads } from './preloaded-reads';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** `count` enterprises from offset `from`. */
const batch = (from: number, count: number): Enterprise[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index + 1,
    name: `Residencial ${from + index + 1}`,
    address: 'Rua A, 10',
    creation: '2022-01-10',
  }));

let server: LoopbackServer;
/** SWR's cache, owned by the test as the portal owns its own. */
const cache = new Map();
let client: ApiClient;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  // 150 enterprises: a full batch of 100, then a short one of 50.
  server.handle((request) => {
    const offset = Number(request.url.searchParams.get('offset'));
    return { status: 200, json: batch(offset, Math.max(0, Math.min(100, 150 - offset))) };
  });
  client = createApiClient({ baseUrl: server.baseUrl, transport: nodeTransport() });
});
afterEach(() => {
  forgetPreloadedReads(client);
  cache.clear();
});

type Seen = { current?: SWRInfiniteResponse<Enterprise[], ApiError> };

function Probe({ seen, search }: { seen: Seen; search: string }) {
  seen.current = useEnterpriseBatches(search);
  return null;
}

function mount(seen: Seen, search: string) {
  const root = createRoot(document.createElement('div'));
  const tree = createElement(
    SWRConfig,
    { value: { provider: () => cache, dedupingInterval: 0 } },
    createElement(ApiProvider, { client }, createElement(Probe, { seen, search })),
  );
  act(() => root.render(tree));
  return root;
}

/** Waits for `check` to pass (SWR's updates land outside `act`, as in preloaded-reads.test.ts). */
const settle = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

const queries = () => server.requests.map((request) => Object.fromEntries(request.url.searchParams));

describe('useEnterpriseBatches', () => {
  it('reads 100 at a time by offset with the trimmed search, and stops after a short batch', async () => {
    const seen: Seen = {};
    const root = mount(seen, '  ipê ');
    await settle(() => expect(seen.current?.data).toHaveLength(1));
    await act(async () => void (await seen.current?.setSize(2)));
    await settle(() => expect(seen.current?.data?.flat()).toHaveLength(150));
    await act(async () => void (await seen.current?.setSize(3)));
    // The first batch is not asked again; there is no third (the second was short).
    expect(queries()).toEqual([
      { query: 'ipê', offset: '0', limit: '100' },
      { query: 'ipê', offset: '100', limit: '100' },
    ]);
    act(() => root.unmount());
  });

  it('takes over the preloaded first batch of the unfiltered list', async () => {
    const preloaded = preloadFirstEnterprises(client);
    const seen: Seen = {};
    const root = mount(seen, '');
    await settle(() => expect(seen.current?.data?.[0]).toHaveLength(100));
    await preloaded;
    expect(queries()).toEqual([{ offset: '0', limit: '100' }]);
    act(() => root.unmount());
  });
});
