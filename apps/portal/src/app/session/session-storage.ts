import {
  parseStoredTokens,
  parseStoredUser,
  SESSION_STORAGE_KEYS,
  type StoredTokens,
  type StoredUser,
  serializeStoredTokens,
  serializeStoredUser,
} from '@portal/domain';

/** The part of `Storage` the session uses (localStorage in the browser, a map in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the browser keeps of a session (spec sections 3 and 9): the token pair and who is signed in. */
export interface StoredSession {
  tokens: StoredTokens | null;
  user: StoredUser | null;
}

/** Reads a key, treating a storage that throws (private mode, disabled storage) as empty. */
function safeGet(storage: KeyValueStorage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Reads both keys through the domain parsers: a corrupt or partial value reads as absent (spec
 * section 3) and is removed, so the next read and every other tab see a clean state.
 */
export function readStoredSession(storage: KeyValueStorage): StoredSession {
  const rawTokens = safeGet(storage, SESSION_STORAGE_KEYS.tokens);
  const rawUser = safeGet(storage, SESSION_STORAGE_KEYS.user);
  const tokens = parseStoredTokens(rawTokens);
  const user = parseStoredUser(rawUser);
  if (rawTokens !== null && tokens === null) removeKey(storage, SESSION_STORAGE_KEYS.tokens);
  if (rawUser !== null && user === null) removeKey(storage, SESSION_STORAGE_KEYS.user);
  return { tokens, user };
}

function removeKey(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clean in a storage that refuses access.
  }
}

/** Stores the token pair (only the two tokens). */
export function writeStoredTokens(storage: KeyValueStorage, tokens: StoredTokens): void {
  storage.setItem(SESSION_STORAGE_KEYS.tokens, serializeStoredTokens(tokens));
}

/** Stores who is signed in. */
export function writeStoredUser(storage: KeyValueStorage, user: StoredUser): void {
  storage.setItem(SESSION_STORAGE_KEYS.user, serializeStoredUser(user));
}

/** Removes the tokens, the user, or both (spec section 4: "removed individually or together"). */
export function clearStoredSession(
  storage: KeyValueStorage,
  parts: { tokens?: boolean; user?: boolean } = { tokens: true, user: true },
): void {
  if (parts.tokens) removeKey(storage, SESSION_STORAGE_KEYS.tokens);
  if (parts.user) removeKey(storage, SESSION_STORAGE_KEYS.user);
}

/** Tells whether a `storage` event concerns the session keys (or cleared the whole storage). */
export function isSessionKey(key: string | null): boolean {
  return key === null || key === SESSION_STORAGE_KEYS.tokens || key === SESSION_STORAGE_KEYS.user;
}
