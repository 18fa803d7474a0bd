import type { StoredTokens } from '@portal/domain';
import type { KeyValueStorage } from '../session-storage';
import type { RenewResult } from '../session-store';

/** A JWT-shaped token (unsigned: the browser never verifies) whose claims the domain decoder reads. */
export function fakeJwt(
  claims: { exp: number; customer_id?: number; type?: 'admin' | 'user' },
  tag = '',
): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = { customer_id: 7, type: 'user', ...claims, tag };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** A token pair whose access token expires `secondsLeft` from now (negative: already expired). */
export function tokensExpiringIn(secondsLeft: number, tag: string): StoredTokens {
  return {
    access_token: fakeJwt({ exp: Math.floor(Date.now() / 1000) + secondsLeft }, tag),
    refresh_token: `refresh-${tag}`,
  };
}

type Listener = (event: StorageEvent) => void;

/** One tab's window as the store sees it: a storage and the `storage` events of the other tabs. */
export interface FakeTab {
  readonly storage: KeyValueStorage;
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * A browser origin: one localStorage shared by several tabs. Like a browser, a write in one tab fires
 * a `storage` event in every other tab (never in the writer), as a queued task.
 */
export class FakeOrigin {
  readonly data = new Map<string, string>();
  private readonly tabs: Set<Listener>[] = [];

  tab(): FakeTab {
    const listeners = new Set<Listener>();
    this.tabs.push(listeners);
    const notifyOthers = (key: string) => {
      for (const other of this.tabs) {
        if (other === listeners) continue;
        for (const listener of other) setTimeout(() => listener({ key } as StorageEvent), 0);
      }
    };
    const storage: KeyValueStorage = {
      getItem: (key) => this.data.get(key) ?? null,
      setItem: (key, value) => {
        this.data.set(key, String(value));
        notifyOthers(key);
      },
      removeItem: (key) => {
        if (this.data.delete(key)) notifyOthers(key);
      },
    };
    const events = {
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'storage') listeners.add(listener);
      },
      removeEventListener: (type: string, listener: Listener) => {
        if (type === 'storage') listeners.delete(listener);
      },
    } as unknown as FakeTab['events'];
    return { storage, events };
  }
}

/**
 * A Web Locks manager that runs one holder of a name at a time, in request order (like the browser's).
 * `grantDelayMs` delays each grant by a timer, as a browser grants a lock in a later task: other tasks
 * (a `storage` event) may run between one holder's release and the next one's start.
 */
export function fakeLocks(grantDelayMs = 0): LockManager & { readonly grants: string[] } {
  const tails = new Map<string, Promise<unknown>>();
  const grants: string[] = [];
  const request = (name: string, ...rest: unknown[]) => {
    const callback = rest[rest.length - 1] as (lock: Lock | null) => Promise<unknown>;
    const previous = tails.get(name) ?? Promise.resolve();
    const run = previous.then(async () => {
      if (grantDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, grantDelayMs));
      grants.push(name);
      return callback({ name, mode: 'exclusive' } as Lock);
    });
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  };
  return { request, query: async () => ({ held: [], pending: [] }), grants } as unknown as LockManager & {
    readonly grants: string[];
  };
}

/** A refresh endpoint: rotates the pair like the server (a spent refresh token is refused). */
export class FakeServer {
  readonly calls: string[] = [];
  private readonly valid = new Set<string>();
  private counter = 0;
  /** What the next call does instead of answering normally. */
  failure: 'network' | 'reject' | null = null;
  /** Pending answers wait this long (ms, on the fake clock). */
  latencyMs = 10;
  /** Seconds of life of the access tokens it issues. */
  lifetimeSeconds = 900;
  revoked: string[] = [];

  issue(tag = `s${++this.counter}`): StoredTokens {
    const tokens = tokensExpiringIn(this.lifetimeSeconds, tag);
    this.valid.add(tokens.refresh_token);
    return tokens;
  }

  renew = async (refreshToken: string): Promise<RenewResult> => {
    this.calls.push(refreshToken);
    await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
    if (this.failure === 'network') return { ok: false, rejected: false };
    if (this.failure === 'reject' || !this.valid.delete(refreshToken)) return { ok: false, rejected: true };
    return { ok: true, tokens: this.issue() };
  };

  revoke = async (refreshToken: string): Promise<void> => {
    this.revoked.push(refreshToken);
    this.valid.delete(refreshToken);
  };
}
