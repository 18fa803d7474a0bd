import { decodeJwtPayload, isTokenAlive, isUserType, type UserType } from './jwt';

/** The browser local-storage keys of the session (spec section 9). */
export const SESSION_STORAGE_KEYS = { tokens: 'access_token', user: 'user_data' } as const;

/** The value stored under `access_token`: the token pair of the last login or refresh. */
export interface StoredTokens {
  access_token: string;
  refresh_token: string;
}

/** The value stored under `user_data`: who is logged in. */
export interface StoredUser {
  name: string;
  type: UserType;
  customerId: number;
}

/** What the app does with stored tokens when it starts (spec section 4). */
export type StartupSessionAction = 'keep' | 'refresh' | 'none';

function parseObject(raw: string | null | undefined): Record<string, unknown> | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/**
 * Parses the raw `access_token` storage value. A missing, corrupt or partial value (not JSON, not an
 * object, either token missing or empty) reads as absent: null (spec section 3).
 */
export function parseStoredTokens(raw: string | null | undefined): StoredTokens | null {
  const value = parseObject(raw);
  if (!value || !nonEmptyString(value.access_token) || !nonEmptyString(value.refresh_token)) return null;
  return { access_token: value.access_token, refresh_token: value.refresh_token };
}

/** The string to store under `access_token` (only the two tokens, whatever else the object holds). */
export function serializeStoredTokens(tokens: StoredTokens): string {
  return JSON.stringify({ access_token: tokens.access_token, refresh_token: tokens.refresh_token });
}

/** An integer customer id, also from a digit string (storage written by another client version). */
function customerIdFrom(value: unknown): number | null {
  if (Number.isSafeInteger(value)) return value as number;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}

/**
 * Parses the raw `user_data` storage value: `name`, `type` and `customerId` — or `id`, the other
 * reading of spec section 3. A missing, corrupt or partial value reads as absent: null.
 */
export function parseStoredUser(raw: string | null | undefined): StoredUser | null {
  const value = parseObject(raw);
  if (!value || typeof value.name !== 'string' || !isUserType(value.type)) return null;
  const customerId = customerIdFrom(value.customerId ?? value.id);
  return customerId === null ? null : { name: value.name, type: value.type, customerId };
}

/** The string to store under `user_data` (always with `customerId`, the reading this portal writes). */
export function serializeStoredUser(user: StoredUser): string {
  return JSON.stringify({ name: user.name, type: user.type, customerId: user.customerId });
}

/**
 * Decides what to do with stored tokens at start-up (spec section 4): keep the session while the
 * access token is alive at `nowMs`, otherwise renew it with the refresh token; 'none' when nothing is
 * stored. A refresh that then fails clears the session — that is the caller's I/O.
 */
export function startupSessionAction(tokens: StoredTokens | null, nowMs: number): StartupSessionAction {
  if (tokens === null) return 'none';
  return isTokenAlive(decodeJwtPayload(tokens.access_token), nowMs) ? 'keep' : 'refresh';
}
