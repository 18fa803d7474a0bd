import { decodeBase64Url, decodeUtf8 } from './base64url';

/** The two user types of the portal (spec section 6). */
export const USER_TYPES = ['admin', 'user'] as const;

/** 'admin' (back office) or 'user' (customer). */
export type UserType = (typeof USER_TYPES)[number];

/** The claims the portal reads from the access token (spec section 3); `exp` in seconds since epoch. */
export interface TokenPayload {
  customer_id: number;
  type: UserType;
  exp: number;
}

/** How long before expiry the access token is refreshed (spec section 9: 60 seconds). */
export const REFRESH_LEAD_MS = 60_000;

/** Tells whether a value is one of the two user types. */
export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Reads the payload of a JWT WITHOUT verifying its signature (the browser cannot; the server verifies
 * every request). Returns `{ customer_id, type, exp }`, or null for anything malformed: not three
 * segments, bad base64url or UTF-8, not a JSON object, or a claim of the wrong type (`customer_id` an
 * integer — negative for the admin —, `type` 'admin' or 'user', `exp` a finite number).
 */
export function decodeJwtPayload(token: unknown): TokenPayload | null {
  if (typeof token !== 'string') return null;
  const segments = token.split('.');
  if (segments.length !== 3) return null;
  const bytes = decodeBase64Url(segments[1] ?? '');
  const text = bytes && decodeUtf8(bytes);
  if (text === null) return null;
  const claims = parseJson(text);
  if (typeof claims !== 'object' || claims === null) return null;
  const { customer_id, type, exp } = claims as Record<string, unknown>;
  if (!Number.isSafeInteger(customer_id) || !isUserType(type)) return null;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return { customer_id: customer_id as number, type, exp };
}

/** Tells whether a decoded token is still valid at `nowMs` (ms since epoch); a null payload is not. */
export function isTokenAlive(payload: TokenPayload | null, nowMs: number): boolean {
  return payload !== null && payload.exp * 1000 > nowMs;
}

/**
 * Milliseconds to wait before refreshing a token expiring at `exp` (seconds since epoch) when it is
 * `nowMs` now: 60 s before expiry, never negative (an overdue refresh runs at once, delay 0). A
 * non-finite input also gives 0, so a bad value refreshes rather than scheduling a NaN timer.
 */
export function refreshDelayMs(exp: number, nowMs: number): number {
  const delay = exp * 1000 - REFRESH_LEAD_MS - nowMs;
  return Number.isFinite(delay) ? Math.max(0, delay) : 0;
}
