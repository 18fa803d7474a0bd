import { type ApiClient, createApiClient, isApiError, postTokenLogout, postTokenRefresh } from '@portal/api';
import { forgetPreloadedReads } from '@portal/api/react';
import { decodeJwtPayload } from '@portal/domain';
import { unload } from 'swr';
import type { KeyValueStorage } from './session/session-storage';
import { type RenewResult, SessionStore } from './session/session-store';
import { whenSignedInPersonLeaves } from './session/signed-in-identity';

/** The two long-lived objects of the SPA: the session and the API client that reads it. */
export interface PortalServices {
  readonly session: SessionStore;
  readonly client: ApiClient;
}

let services: PortalServices | undefined;

/** A storage that works where `localStorage` is refused (private mode, disabled storage). */
function pageStorage(win: Window): KeyValueStorage {
  try {
    const probe = '__portal_probe__';
    win.localStorage.setItem(probe, probe);
    win.localStorage.removeItem(probe);
    return win.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

/** Builds the session and the client; the refresh and logout calls use a client without a session. */
export function createPortalServices(win: Window = window): PortalServices {
  const plain = createApiClient();
  const renew = async (refreshToken: string): Promise<RenewResult> => {
    try {
      const tokens = await postTokenRefresh(plain, { refresh_token: refreshToken });
      return { ok: true, tokens: { access_token: tokens.access_token, refresh_token: tokens.refresh_token } };
    } catch (error) {
      // 401 (spent, revoked or expired) and 400 (malformed) are the server's "no"; anything else is a
      // network or server failure that says nothing about the session.
      return { ok: false, rejected: isApiError(error) && (error.status === 401 || error.status === 400) };
    }
  };
  const session = new SessionStore({
    storage: pageStorage(win),
    renew,
    revoke: async (refreshToken) => void (await postTokenLogout(plain, { refresh_token: refreshToken })),
    events: win,
    locks: win.navigator.locks,
  });
  const client = createApiClient({
    session: {
      getAccessToken: () => session.getSnapshot().tokens?.access_token,
      getCustomerId: () => {
        const { user, tokens } = session.getSnapshot();
        return user?.customerId ?? decodeJwtPayload(tokens?.access_token)?.customer_id;
      },
      refresh: () => session.refresh(),
    },
  });
  // The reads of the last person must not be shown, even for a moment, to the next one: many calls
  // have the same address for everyone (an admin's enterprise list and a customer's are one call).
  // SWR's `unload` empties its cache (the infinite lists' entries too) and drops its requests in flight.
  whenSignedInPersonLeaves(session, () => {
    forgetPreloadedReads(client);
    unload({ revalidate: false });
  });
  return { session, client };
}

/** The services of this page, created on first use. */
export function portalServices(): PortalServices {
  services ??= createPortalServices();
  return services;
}
