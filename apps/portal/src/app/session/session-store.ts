import {
  decodeJwtPayload,
  REFRESH_LEAD_MS,
  refreshDelayMs,
  type StoredTokens,
  type StoredUser,
  startupSessionAction,
} from '@portal/domain';
import { runExclusive } from './exclusive';
import {
  clearStoredSession,
  isSessionKey,
  type KeyValueStorage,
  readStoredSession,
  writeStoredTokens,
  writeStoredUser,
} from './session-storage';

/** Where the session stands: being restored at start-up, signed out, or signed in. */
export type SessionStatus = 'starting' | 'signed-out' | 'signed-in';

/** Why a session ended, so the login page can say it (or say nothing after a plain logout). */
export type SignOutReason = 'logout' | 'expired' | 'other-tab';

/** What components read through `useSession()`. */
export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly tokens: StoredTokens | null;
  readonly user: StoredUser | null;
  readonly signOutReason: SignOutReason | null;
}

/** The outcome of asking the server for new tokens. */
export type RenewResult =
  | { readonly ok: true; readonly tokens: StoredTokens }
  | { readonly ok: false; readonly rejected: boolean };

/** The session's dependencies: all I/O is injected, so the store is tested with fakes. */
export interface SessionStoreOptions {
  readonly storage: KeyValueStorage;
  /** Trades a refresh token for a new pair; `rejected` means the server refused it (sign out). */
  readonly renew: (refreshToken: string) => Promise<RenewResult>;
  /** Revokes the refresh token's family on logout (best effort). */
  readonly revoke?: (refreshToken: string) => Promise<void>;
  readonly now?: () => number;
  /** Where `storage` events arrive from other tabs (window in the browser). */
  readonly events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Runs the refresh one tab at a time (Web Locks in the browser). */
  readonly lockName?: string;
  readonly locks?: LockManager;
}

/** Delay before trying again when a refresh could not reach the server (it did not refuse). */
export const REFRESH_RETRY_MS = 15_000;

/**
 * The browser session (spec section 4): tokens and user in local storage, restored at start-up
 * (keep / refresh / clear by the domain's rule), refreshed 60 s before expiry and again after each
 * renewal, one refresh at a time across tabs, and every tab signed out when one logs out or fails to
 * refresh. Framework-free; React reads it through `useSyncExternalStore`.
 */
export class SessionStore {
  private snapshot: SessionSnapshot;
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refreshing: Promise<boolean> | null = null;
  private readonly now: () => number;
  private readonly onStorage = (event: StorageEvent) => {
    if (isSessionKey(event.key)) this.adoptStorage();
  };

  constructor(private readonly options: SessionStoreOptions) {
    this.now = options.now ?? Date.now;
    const stored = readStoredSession(options.storage);
    this.snapshot = { status: 'starting', ...stored, signOutReason: null };
    options.events?.addEventListener('storage', this.onStorage);
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Restores the stored session: keep it while the access token lives, renew it, or sign out. */
  async start(): Promise<void> {
    const action = startupSessionAction(this.snapshot.tokens, this.now());
    if (action === 'none') return this.endSession(null, false);
    if (action === 'keep') {
      this.update({ status: 'signed-in' });
      this.schedule();
      return;
    }
    await this.refresh();
  }

  /** A successful login: stores the tokens (the user record follows from `/auth`). */
  signIn(tokens: StoredTokens): void {
    writeStoredTokens(this.options.storage, tokens);
    this.update({ status: 'signed-in', tokens, signOutReason: null });
    this.schedule();
  }

  /** Stores who is signed in (from the customer record read at `/auth`). */
  setUser(user: StoredUser): void {
    writeStoredUser(this.options.storage, user);
    this.update({ user });
  }

  /** Logout: revokes the refresh token (best effort), clears storage and every tab follows. */
  async signOut(): Promise<void> {
    const refreshToken = this.snapshot.tokens?.refresh_token;
    this.endSession('logout', true);
    if (refreshToken) await this.options.revoke?.(refreshToken).catch(() => undefined);
  }

  /**
   * Renews the tokens once for all callers of this tab, and one tab at a time: under the lock it
   * re-reads storage, and when another tab already renewed the pair it adopts that pair instead of
   * spending the refresh token again (a reused refresh token revokes the whole family).
   */
  refresh(): Promise<boolean> {
    // The token this tab wants replaced, taken now: while it waits for the lock, another tab may renew
    // the pair and this tab may adopt it from the storage event. Comparing with the token held once the
    // lock is granted would then see no change and spend the fresh refresh token a second time.
    const heldAccessToken = this.snapshot.tokens?.access_token;
    this.refreshing ??= runExclusive(
      this.options.locks,
      this.options.lockName ?? 'portal-session-refresh',
      () => this.refreshUnderLock(heldAccessToken),
    ).finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** Stops the timer and the storage listener (tests, hot reload). */
  dispose(): void {
    clearTimeout(this.timer);
    this.options.events?.removeEventListener('storage', this.onStorage);
  }

  private async refreshUnderLock(heldAccessToken: string | undefined): Promise<boolean> {
    const stored = readStoredSession(this.options.storage);
    if (!stored.tokens) {
      this.endSession(this.snapshot.status === 'starting' ? null : 'expired', false);
      return false;
    }
    if (stored.tokens.access_token !== heldAccessToken && this.isFresh(stored.tokens.access_token)) {
      this.update({ status: 'signed-in', tokens: stored.tokens, user: stored.user ?? this.snapshot.user });
      this.schedule();
      return true;
    }
    const result = await this.options.renew(stored.tokens.refresh_token);
    if (result.ok) {
      this.signIn(result.tokens);
      return true;
    }
    if (result.rejected) {
      this.endSession('expired', true);
      return false;
    }
    // The server could not be reached: keep the session and try again shortly.
    if (this.snapshot.status === 'starting') this.update({ status: 'signed-in', tokens: stored.tokens });
    this.schedule(REFRESH_RETRY_MS);
    return false;
  }

  /** A token that stays valid beyond the refresh lead: no need to renew it now. */
  private isFresh(accessToken: string): boolean {
    const payload = decodeJwtPayload(accessToken);
    return payload !== null && refreshDelayMs(payload.exp, this.now()) > 0;
  }

  /** Another tab wrote or removed the session keys: follow it. */
  private adoptStorage(): void {
    const stored = readStoredSession(this.options.storage);
    if (!stored.tokens) {
      if (this.snapshot.status === 'signed-in') this.endSession('other-tab', false);
      return;
    }
    this.update({ status: 'signed-in', tokens: stored.tokens, user: stored.user, signOutReason: null });
    this.schedule();
  }

  private schedule(delayMs?: number): void {
    clearTimeout(this.timer);
    const payload = decodeJwtPayload(this.snapshot.tokens?.access_token);
    const delay = delayMs ?? (payload ? refreshDelayMs(payload.exp, this.now()) : 0);
    // Timers clamp above 2^31-1 ms; a token that long-lived is re-checked after REFRESH_LEAD_MS instead.
    this.timer = setTimeout(() => void this.refresh(), delay > 2 ** 31 - 1 ? REFRESH_LEAD_MS : delay);
  }

  private endSession(reason: SignOutReason | null, clearStorage: boolean): void {
    clearTimeout(this.timer);
    if (clearStorage) clearStoredSession(this.options.storage);
    this.update({ status: 'signed-out', tokens: null, user: null, signOutReason: reason });
  }

  private update(patch: Partial<SessionSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
