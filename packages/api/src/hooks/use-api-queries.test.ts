// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../client/api-client';
import { type DefaultImage, defaultImageEndpoint } from '../endpoints/enterprises/default-image';
import { type LoopbackServer, startLoopbackServer } from '../test/loopback-server';
import { nodeTransport } from '../test/node-transport';
import { ApiProvider } from './api-context';
import { preloadDefaultImages, useDefaultImages } from './default-images-hook';
import { forgetPreloadedReads, preloadRead } from './preloaded-reads';
import { queryKey } from './query-key';
import { type ApiQueries, useApiQueries } from './use-api-queries';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

let server: LoopbackServer;
let client: ApiClient;
/** SWR's cache, owned by the test as the portal owns its own. */
let cache: Map<string, unknown>;
beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  // Enterprise n's image is "img-n"; enterprise 13 fails.
  server.handle((request) => {
    const id = Number(request.url.pathname.split('/').at(-1));
    return id === 13
      ? { status: 500, json: { msg: 'Falhou.' } }
      : { status: 200, json: { image_default: `img-${id}` } };
  });
  client = createApiClient({ baseUrl: server.baseUrl, transport: nodeTransport() });
  cache = new Map();
});
afterEach(() => forgetPreloadedReads(client));

const inputOf = (enterpriseId: number) => ({ params: { enterpriseId } });
const keyOf = (enterpriseId: number) => queryKey(defaultImageEndpoint, inputOf(enterpriseId));
const asked = () => server.requests.map((request) => Number(request.url.pathname.split('/').at(-1)));

type Seen = { current?: ApiQueries<DefaultImage, ReturnType<typeof inputOf>> };

/** Reports `useApiQueries` (or the card images' hook) of `shown` into `seen`. */
function Probe({ seen, shown, cards }: { seen: Seen; shown: readonly number[]; cards: boolean }) {
  const generic = useApiQueries(defaultImageEndpoint, (cards ? [] : shown).map(inputOf));
  const images = useDefaultImages(cards ? shown : []);
  seen.current = cards ? { ...images, retry: (input) => images.retry(input.params.enterpriseId) } : generic;
  return null;
}

/** Mounts the probe for `ids` on the test's SWR cache; `show` draws it again for other ids. */
function mount(
  seen: Seen,
  ids: readonly number[],
  cards = false,
): { root: Root; show: (next: number[]) => void } {
  const root = createRoot(document.createElement('div'));
  const render = (shown: readonly number[]) =>
    act(() =>
      root.render(
        createElement(
          SWRConfig,
          { value: { provider: () => cache as never, dedupingInterval: 0 } },
          createElement(ApiProvider, { client }, createElement(Probe, { seen, shown, cards })),
        ),
      ),
    );
  render(ids);
  return { root, show: render };
}

/** Waits for `check` to pass, letting time run inside `act` (the answers' state updates are applied there). */
async function settle(check: () => void): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
    try {
      check();
      return;
    } catch (error) {
      if (tries > 400) throw error;
    }
  }
}

const images = (seen: Seen) => seen.current?.entries.map((entry) => entry.data?.image_default ?? null);

describe('useApiQueries', () => {
  it('reads each input once, in order, and caches each answer under useApiQuery’s key', async () => {
    const seen: Seen = {};
    const { root } = mount(seen, [1, 2]);
    expect(seen.current?.entries.every((entry) => entry.isLoading)).toBe(true);
    await settle(() => expect(images(seen)).toEqual(['img-1', 'img-2']));
    expect(asked().sort()).toEqual([1, 2]);
    expect((cache.get(keyOf(2)) as { data?: DefaultImage } | undefined)?.data).toEqual({
      image_default: 'img-2',
    });
    act(() => root.unmount());
  });

  it('fails one input on its own, and its retry reads it again', async () => {
    const seen: Seen = {};
    const { root } = mount(seen, [1, 13]);
    await settle(() => expect(seen.current?.entries[1]?.error?.message).toBe('Falhou.'));
    expect(seen.current?.entries[0]?.data).toEqual({ image_default: 'img-1' });
    server.handle(() => ({ status: 200, json: { image_default: 'img-13' } }));
    act(() => seen.current?.retry(inputOf(13)));
    await settle(() => expect(images(seen)).toEqual(['img-1', 'img-13']));
    // No automatic retry: the failure, then the one retry.
    expect(asked().filter((id) => id === 13)).toHaveLength(2);
    act(() => root.unmount());
  });

  it('takes over a preloaded read instead of asking again', async () => {
    const preloaded = preloadRead(client, defaultImageEndpoint, inputOf(1));
    const seen: Seen = {};
    const { root } = mount(seen, [1]);
    await settle(() => expect(images(seen)).toEqual(['img-1']));
    await preloaded;
    expect(server.requests).toHaveLength(1);
    act(() => root.unmount());
  });

  it('reads an input added later, and only that one', async () => {
    const seen: Seen = {};
    const { root, show } = mount(seen, [1]);
    await settle(() => expect(images(seen)).toEqual(['img-1']));
    show([1, 2]);
    await settle(() => expect(images(seen)).toEqual(['img-1', 'img-2']));
    expect(asked()).toEqual([1, 2]);
    act(() => root.unmount());
  });
});

describe('useDefaultImages', () => {
  it('does not ask again for an image already in the cache, on a later visit either', async () => {
    const seen: Seen = {};
    const first = mount(seen, [1, 2], true);
    await settle(() => expect(images(seen)).toEqual(['img-1', 'img-2']));
    act(() => first.root.unmount());
    const { root } = mount(seen, [2, 3], true);
    await settle(() => expect(images(seen)).toEqual(['img-2', 'img-3']));
    expect(asked()).toEqual([1, 2, 3]);
    act(() => root.unmount());
  });

  it('empties the cached images at 40, but keeps those of the cards on screen', async () => {
    const seen: Seen = {};
    const forty = Array.from({ length: 40 }, (_, index) => index + 100);
    const { root, show } = mount(seen, forty, true);
    await settle(() => expect(seen.current?.entries.every((entry) => entry.data)).toBe(true));
    show([100, 200]);
    await settle(() => expect(images(seen)).toEqual(['img-100', 'img-200']));
    expect(cache.has(keyOf(100))).toBe(true);
    expect(cache.has(keyOf(200))).toBe(true);
    expect(cache.has(keyOf(101))).toBe(false);
    act(() => root.unmount());
  });

  it('preloads only the images not in the cache, and the cards take the preloaded reads over', async () => {
    const seen: Seen = {};
    const first = mount(seen, [1], true);
    await settle(() => expect(images(seen)).toEqual(['img-1']));
    act(() => first.root.unmount());
    preloadDefaultImages(client, [1, 2], cache as never);
    const { root } = mount(seen, [1, 2], true);
    await settle(() => expect(images(seen)).toEqual(['img-1', 'img-2']));
    expect(asked()).toEqual([1, 2]);
    act(() => root.unmount());
  });
});
