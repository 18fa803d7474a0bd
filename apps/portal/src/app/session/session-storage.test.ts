import { describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  isSessionKey,
  type KeyValueStorage,
  readStoredSession,
  writeStoredTokens,
  writeStoredUser,
} from './session-storage';

/** localStorage as a map; `throwing` makes every access fail like a storage the browser refuses. */
function mapStorage(entries: Record<string, string> = {}, throwing = false) {
  const data = new Map(Object.entries(entries));
  const guard = () => {
    if (throwing) throw new DOMException('denied', 'SecurityError');
  };
  const storage: KeyValueStorage = {
    getItem: (key) => {
      guard();
      return data.get(key) ?? null;
    },
    setItem: (key, value) => {
      guard();
      data.set(key, value);
    },
    removeItem: (key) => {
      guard();
      data.delete(key);
    },
  };
  return { data, storage };
}

const tokens = { access_token: 'a.b.c', refresh_token: 'r1' };
const user = { name: 'Ana Beatriz Souza', type: 'user' as const, customerId: 7 };

describe('readStoredSession', () => {
  it('reads what was written (spec section 9 keys)', () => {
    const { data, storage } = mapStorage();
    writeStoredTokens(storage, tokens);
    writeStoredUser(storage, user);
    expect([...data.keys()].sort()).toEqual(['access_token', 'user_data']);
    expect(readStoredSession(storage)).toEqual({ tokens, user });
  });

  it.each([
    ['not JSON', 'not json', '{'],
    ['JSON of the wrong shape', '[1,2]', '"Ana"'],
    [
      'partial values',
      JSON.stringify({ access_token: 'a.b.c' }),
      JSON.stringify({ name: 'Ana', type: 'user' }),
    ],
    [
      'empty tokens and a bad type',
      JSON.stringify({ access_token: '', refresh_token: '' }),
      JSON.stringify({ ...user, type: 'root' }),
    ],
  ])('reads %s as absent and removes the keys', (_case, rawTokens, rawUser) => {
    const { data, storage } = mapStorage({ access_token: rawTokens, user_data: rawUser });
    expect(readStoredSession(storage)).toEqual({ tokens: null, user: null });
    expect(data.size).toBe(0);
  });

  it('removes only the corrupt key', () => {
    const { data, storage } = mapStorage({ access_token: JSON.stringify(tokens), user_data: '{' });
    expect(readStoredSession(storage)).toEqual({ tokens, user: null });
    expect([...data.keys()]).toEqual(['access_token']);
  });

  it('accepts the other reading of user_data (id instead of customerId)', () => {
    const { storage } = mapStorage({ user_data: JSON.stringify({ name: 'Ana', type: 'user', id: '7' }) });
    expect(readStoredSession(storage).user).toEqual({ name: 'Ana', type: 'user', customerId: 7 });
  });

  it('treats a storage that throws as empty', () => {
    const { storage } = mapStorage({ access_token: JSON.stringify(tokens) }, true);
    expect(readStoredSession(storage)).toEqual({ tokens: null, user: null });
    expect(() => clearStoredSession(storage)).not.toThrow();
  });
});

describe('clearStoredSession', () => {
  it('removes the tokens, the user, or both', () => {
    const { data, storage } = mapStorage();
    writeStoredTokens(storage, tokens);
    writeStoredUser(storage, user);
    clearStoredSession(storage, { user: true });
    expect([...data.keys()]).toEqual(['access_token']);
    writeStoredUser(storage, user);
    clearStoredSession(storage, { tokens: true });
    expect([...data.keys()]).toEqual(['user_data']);
    writeStoredTokens(storage, tokens);
    clearStoredSession(storage);
    expect(data.size).toBe(0);
  });
});

describe('isSessionKey', () => {
  it('is true for the two keys and for a whole-storage clear', () => {
    expect(isSessionKey('access_token')).toBe(true);
    expect(isSessionKey('user_data')).toBe(true);
    expect(isSessionKey(null)).toBe(true);
    expect(isSessionKey('theme')).toBe(false);
  });
});
