import { useSyncExternalStore } from 'react';
import { portalServices } from '../services';
import type { SessionSnapshot, SessionStore } from './session-store';

/** The session store of this page (for actions: sign out, set the user). */
export function useSessionStore(): SessionStore {
  return portalServices().session;
}

/** The current session, re-rendering on every change (also those made by other tabs). */
export function useSession(): SessionSnapshot {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
