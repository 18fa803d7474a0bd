import { decodeJwtPayload } from '@portal/domain';
import type { SessionSnapshot } from './session-store';

/** Who a session belongs to (`type:customer_id` of its access token), or null when nobody is signed in. */
export function identityOf(snapshot: SessionSnapshot): string | null {
  const payload = decodeJwtPayload(snapshot.tokens?.access_token);
  return payload ? `${payload.type}:${payload.customer_id}` : null;
}

/**
 * Calls `onLeave` each time the person signed in leaves: a logout, an expired session, or another tab
 * signing in as someone else. Renewed tokens of the same person are not a change. Returns the
 * unsubscribe.
 */
export function whenSignedInPersonLeaves(
  session: { getSnapshot(): SessionSnapshot; subscribe(listener: () => void): () => void },
  onLeave: () => void,
): () => void {
  let current = identityOf(session.getSnapshot());
  return session.subscribe(() => {
    const next = identityOf(session.getSnapshot());
    if (next === current) return;
    const left = current !== null;
    current = next;
    if (left) onLeave();
  });
}
