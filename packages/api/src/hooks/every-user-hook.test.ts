// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { SWRConfig, type SWRResponse } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from '../client/api-client';
import type { ApiError } from '../client/api-error';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { nodeTransport } from '../test/node-transport';
import { ApiProvider } from './api-context';
import { preloadEveryUser, type UserListEntry, useEveryUser } from './every-user-hook';
import { forgetPreloadedReads } from './preloaded-reads';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

const user = (id: number): UserListEntry => ({
  email: `cliente${id}@demo.com.br`,
  customer_id: id,
  attributes: { sienge_name: [`Cliente ${id}`] },
});

let server: LoopbackServer;
/** SWR's cache, owned by the test as the portal owns its own. */
const cache = new Map();
let client: ApiClient;
/** The accounts the server holds. */
let total: number;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  total = 230;
  server.handle((request) => {
    const offset = Number(request.url.searchParams.get('offset'));
    const limit = Number(request.url.searchParams.get('limit'));
    const users = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) =>
      user(offset + i + 1),
    );
    return { status: 200, json: { users, total } };
  });
  client = createApiClient({ baseUrl: server.baseUrl, transport: nodeTransport() });
});
afterEach(() => {
  forgetPreloadedReads(client);
  cache.clear();
});

type Seen = { current?: SWRResponse<UserListEntry[], ApiError> };

function Probe({ seen }: { seen: Seen }) {
  seen.current = useEveryUser();
  return null;
}

function mount(seen: Seen) {
  const root = createRoot(document.createElement('div'));
  const tree = createElement(
    SWRConfig,
    { value: { provider: () => cache, dedupingInterval: 0 } },
    createElement(ApiProvider, { client }, createElement(Probe, { seen })),
  );
  act(() => root.render(tree));
  return root;
}

/** Waits for `check` to pass (SWR's updates land outside `act`, as in preloaded-reads.test.ts). */
const settle = (check: () => void) => vi.waitFor(check, { timeout: 5_000 });

const offsets = () => server.requests.map((request) => request.url.searchParams.get('offset'));

describe('useEveryUser', () => {
  it('reads every page, 100 per call, until the total', async () => {
    const seen: Seen = {};
    const root = mount(seen);
    await settle(() => expect(seen.current?.data).toHaveLength(230));
    expect(seen.current?.data?.[229]?.email).toBe('cliente230@demo.com.br');
    expect(offsets()).toEqual(['0', '100', '200']);
    act(() => root.unmount());
  });

  it('stops at an empty page when accounts were removed while paging', async () => {
    server.handle((request) => {
      const offset = Number(request.url.searchParams.get('offset'));
      return { status: 200, json: { users: offset === 0 ? [user(1)] : [], total: 5 } };
    });
    const seen: Seen = {};
    const root = mount(seen);
    await settle(() => expect(seen.current?.data).toHaveLength(1));
    expect(offsets()).toEqual(['0', '100']);
    act(() => root.unmount());
  });

  it('takes over the preloaded first page', async () => {
    total = 40;
    const preloaded = preloadEveryUser(client);
    const seen: Seen = {};
    const root = mount(seen);
    await settle(() => expect(seen.current?.data).toHaveLength(40));
    await preloaded;
    expect(offsets()).toEqual(['0']);
    act(() => root.unmount());
  });
});
