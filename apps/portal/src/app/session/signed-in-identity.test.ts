import { describe, expect, it, vi } from 'vitest';
import type { SessionSnapshot } from './session-store';
import { whenSignedInPersonLeaves } from './signed-in-identity';
import { fakeJwt } from './test/fakes';

const exp = Math.floor(Date.now() / 1000) + 3600;
const tokensOf = (customer_id: number, type: 'admin' | 'user', tag = '') => ({
  access_token: fakeJwt({ exp, customer_id, type }, tag),
  refresh_token: `refresh-${tag}`,
});

/** A session store reduced to what the watcher reads, moved by hand. */
function fakeSession(initial: SessionSnapshot['tokens']) {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = { status: 'signed-in', tokens: initial, user: null, signOutReason: null };
  return {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move(tokens: SessionSnapshot['tokens']) {
      snapshot = { ...snapshot, status: tokens ? 'signed-in' : 'signed-out', tokens };
      for (const listener of listeners) listener();
    },
  };
}

describe('whenSignedInPersonLeaves', () => {
  it('fires on logout, not on a token renewal of the same person', () => {
    const session = fakeSession(tokensOf(7, 'user', 'a'));
    const onLeave = vi.fn();
    whenSignedInPersonLeaves(session, onLeave);
    session.move(tokensOf(7, 'user', 'renewed'));
    expect(onLeave).not.toHaveBeenCalled();
    session.move(null);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('does not fire when someone signs in after nobody', () => {
    const session = fakeSession(null);
    const onLeave = vi.fn();
    whenSignedInPersonLeaves(session, onLeave);
    session.move(tokensOf(7, 'user'));
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('fires when another tab signs in as someone else — the admin after a customer', () => {
    const session = fakeSession(tokensOf(7, 'user'));
    const onLeave = vi.fn();
    whenSignedInPersonLeaves(session, onLeave);
    session.move(tokensOf(-1, 'admin'));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('stops after unsubscribing', () => {
    const session = fakeSession(tokensOf(7, 'user'));
    const onLeave = vi.fn();
    whenSignedInPersonLeaves(session, onLeave)();
    session.move(null);
    expect(onLeave).not.toHaveBeenCalled();
  });
});
