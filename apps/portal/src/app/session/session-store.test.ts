import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFRESH_RETRY_MS, SessionStore } from './session-store';
import { FakeOrigin, FakeServer, type FakeTab, fakeLocks, tokensExpiringIn } from './test/fakes';

const KEYS = { tokens: 'access_token', user: 'user_data' };
const stored = (origin: FakeOrigin) => origin.data.get(KEYS.tokens);
const ana = { name: 'Ana Beatriz Souza', type: 'user' as const, customerId: 7 };

let stores: SessionStore[] = [];
function open(tab: FakeTab, server: FakeServer, locks?: LockManager): SessionStore {
  const store = new SessionStore({
    storage: tab.storage,
    events: tab.events,
    renew: server.renew,
    revoke: server.revoke,
    locks,
  });
  stores.push(store);
  return store;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') });
});
afterEach(() => {
  for (const store of stores) store.dispose();
  stores = [];
  vi.useRealTimers();
});

describe('start-up (spec section 4)', () => {
  it('reads corrupt stored values as signed out and removes them', async () => {
    const origin = new FakeOrigin();
    origin.data.set(KEYS.tokens, 'not json');
    origin.data.set(KEYS.user, '{');
    const server = new FakeServer();
    const store = open(origin.tab(), server);
    expect(origin.data.size).toBe(0);
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', tokens: null, user: null });
    expect(store.getSnapshot().signOutReason).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('keeps a live access token without calling the server', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const tokens = server.issue('live');
    origin.data.set(KEYS.tokens, JSON.stringify(tokens));
    origin.data.set(KEYS.user, JSON.stringify(ana));
    const store = open(origin.tab(), server);
    await store.start();
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-in', tokens, user: ana });
    expect(server.calls).toEqual([]);
  });

  it('renews an expired access token with the refresh token', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const old = { ...server.issue('old'), access_token: tokensExpiringIn(-30, 'old').access_token };
    origin.data.set(KEYS.tokens, JSON.stringify(old));
    const store = open(origin.tab(), server);
    const started = store.start();
    await vi.advanceTimersByTimeAsync(server.latencyMs);
    await started;
    expect(server.calls).toEqual([old.refresh_token]);
    const snapshot = store.getSnapshot();
    expect(snapshot.status).toBe('signed-in');
    expect(snapshot.tokens?.refresh_token).not.toBe(old.refresh_token);
    expect(stored(origin)).toBe(JSON.stringify(snapshot.tokens));
  });

  it('clears the session when nothing is stored', async () => {
    const store = open(new FakeOrigin().tab(), new FakeServer());
    await store.start();
    expect(store.getSnapshot().status).toBe('signed-out');
  });

  it('signs out and clears storage when the server refuses the refresh token', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    origin.data.set(KEYS.tokens, JSON.stringify(tokensExpiringIn(-30, 'spent')));
    origin.data.set(KEYS.user, JSON.stringify(ana));
    const store = open(origin.tab(), server);
    const started = store.start();
    await vi.advanceTimersByTimeAsync(server.latencyMs);
    await started;
    expect(store.getSnapshot()).toMatchObject({ status: 'signed-out', signOutReason: 'expired' });
    expect(origin.data.size).toBe(0);
  });
});

describe('scheduled refresh', () => {
  it('refreshes 60 s before expiry, and again after each renewal', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const store = open(origin.tab(), server);
    store.signIn(server.issue('first'));
    await vi.advanceTimersByTimeAsync((900 - 60) * 1000 - 1);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + server.latencyMs);
    expect(server.calls).toEqual(['refresh-first']);
    const second = store.getSnapshot().tokens;
    expect(second?.refresh_token).not.toBe('refresh-first');
    expect(stored(origin)).toBe(JSON.stringify(second));
    await vi.advanceTimersByTimeAsync((900 - 60) * 1000);
    expect(server.calls).toEqual(['refresh-first', second?.refresh_token]);
    expect(store.getSnapshot().status).toBe('signed-in');
  });

  it('keeps the session and retries when the server cannot be reached', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const store = open(origin.tab(), server);
    const tokens = server.issue('kept');
    store.signIn({ ...tokens, access_token: tokensExpiringIn(30, 'kept').access_token });
    server.failure = 'network';
    await vi.advanceTimersByTimeAsync(server.latencyMs);
    expect(server.calls).toHaveLength(1);
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(stored(origin)).toBeDefined();

    server.failure = null;
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_MS - 1);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1 + server.latencyMs);
    expect(server.calls).toEqual([tokens.refresh_token, tokens.refresh_token]);
    expect(store.getSnapshot().tokens?.refresh_token).not.toBe(tokens.refresh_token);
  });

  it('a network failure at start-up keeps the stored session', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    origin.data.set(KEYS.tokens, JSON.stringify(tokensExpiringIn(-30, 'offline')));
    server.failure = 'network';
    const store = open(origin.tab(), server);
    const started = store.start();
    await vi.advanceTimersByTimeAsync(server.latencyMs);
    await started;
    expect(store.getSnapshot().status).toBe('signed-in');
    expect(stored(origin)).toBeDefined();
  });

  it('callers of one tab share one refresh', async () => {
    const server = new FakeServer();
    const store = open(new FakeOrigin().tab(), server);
    store.signIn(server.issue('shared'));
    const both = Promise.all([store.refresh(), store.refresh()]);
    await vi.advanceTimersByTimeAsync(server.latencyMs);
    expect(await both).toEqual([true, true]);
    expect(server.calls).toEqual(['refresh-shared']);
  });

  it('a forced refresh (the API answered 401) renews even a token that looks fresh', async () => {
    const server = new FakeServer();
    const store = open(new FakeOrigin().tab(), server);
    store.signIn(server.issue('fresh'));
    const refreshed = store.refresh();
    await vi.advanceTimersByTimeAsync(server.latencyMs);
    expect(await refreshed).toBe(true);
    expect(server.calls).toEqual(['refresh-fresh']);
  });
});

describe('two tabs of one origin', () => {
  it('refresh once between them at start-up: the second adopts the first one’s tokens', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const locks = fakeLocks();
    const pair = server.issue('expiring');
    origin.data.set(
      KEYS.tokens,
      JSON.stringify({ ...pair, access_token: tokensExpiringIn(-5, 'x').access_token }),
    );
    origin.data.set(KEYS.user, JSON.stringify(ana));
    const first = open(origin.tab(), server, locks);
    const second = open(origin.tab(), server, locks);
    const started = Promise.all([first.start(), second.start()]);
    await vi.advanceTimersByTimeAsync(server.latencyMs * 3);
    await started;
    expect(server.calls).toEqual([pair.refresh_token]);
    expect(first.getSnapshot().status).toBe('signed-in');
    expect(second.getSnapshot()).toMatchObject({ status: 'signed-in', user: ana });
    expect(second.getSnapshot().tokens).toEqual(first.getSnapshot().tokens);
  });

  it.each([
    ['after', 0],
    ['before', 5],
  ])(
    'refresh once when both timers fire together (storage event %s the lock is granted)',
    async (_order, grantDelayMs) => {
      const origin = new FakeOrigin();
      const server = new FakeServer();
      const locks = fakeLocks(grantDelayMs);
      server.latencyMs = 0;
      const first = open(origin.tab(), server, locks);
      const second = open(origin.tab(), server, locks);
      first.signIn(server.issue('both'));
      await vi.advanceTimersByTimeAsync(0); // the second tab hears the login
      expect(second.getSnapshot().status).toBe('signed-in');
      await vi.advanceTimersByTimeAsync((900 - 60) * 1000 + 50);
      expect(server.calls).toEqual(['refresh-both']);
      expect(first.getSnapshot().tokens).toEqual(second.getSnapshot().tokens);
      expect(first.getSnapshot().status).toBe('signed-in');
      expect(second.getSnapshot().status).toBe('signed-in');
      // And the next round again once, with the rotated token.
      await vi.advanceTimersByTimeAsync((900 - 60) * 1000 + 50);
      expect(server.calls).toHaveLength(2);
      expect(second.getSnapshot().status).toBe('signed-in');
    },
  );

  it('a logout in one tab signs the other out', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const first = open(origin.tab(), server);
    const second = open(origin.tab(), server);
    const tokens = server.issue('out');
    first.signIn(tokens);
    first.setUser(ana);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getSnapshot()).toMatchObject({ status: 'signed-in', user: ana });
    await first.signOut();
    expect(server.revoked).toEqual([tokens.refresh_token]);
    expect(first.getSnapshot()).toMatchObject({ status: 'signed-out', signOutReason: 'logout' });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getSnapshot()).toMatchObject({ status: 'signed-out', signOutReason: 'other-tab' });
    expect(origin.data.size).toBe(0);
  });

  it('a refused refresh in one tab signs the other out', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const locks = fakeLocks();
    const first = open(origin.tab(), server, locks);
    const second = open(origin.tab(), server, locks);
    first.signIn(server.issue('refused'));
    await vi.advanceTimersByTimeAsync(0);
    server.failure = 'reject';
    await vi.advanceTimersByTimeAsync((900 - 60) * 1000 + 50);
    expect(first.getSnapshot().status).toBe('signed-out');
    expect(second.getSnapshot().status).toBe('signed-out');
    expect(origin.data.size).toBe(0);
  });

  it('notifies subscribers and stops listening once disposed', async () => {
    const origin = new FakeOrigin();
    const server = new FakeServer();
    const first = open(origin.tab(), server);
    const second = open(origin.tab(), server);
    const listener = vi.fn();
    const unsubscribe = second.subscribe(listener);
    first.signIn(server.issue('n'));
    await vi.advanceTimersByTimeAsync(0);
    expect(listener).toHaveBeenCalled();
    unsubscribe();
    second.dispose();
    await first.signOut();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getSnapshot().status).toBe('signed-in');
  });
});
