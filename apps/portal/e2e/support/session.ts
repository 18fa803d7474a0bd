import { Buffer } from 'node:buffer';
import type { Page } from '@playwright/test';

/**
 * The stored session (spec section 9), read and written as a user's browser holds it: localStorage
 * `access_token` (JSON of the token pair) and `user_data` (JSON of who is logged in). The literal keys
 * are the contract under test, so they are spelled here rather than imported from the domain.
 */
export const STORAGE_KEYS = { tokens: 'access_token', user: 'user_data' } as const;

export interface StoredSession {
  /** Raw strings as stored (null when absent). */
  raw: { tokens: string | null; user: string | null };
  /** The parsed token pair, or null when absent or not JSON. */
  tokens: { access_token: string; refresh_token: string } | null;
  user: Record<string, unknown> | null;
}

function parse<T>(value: string | null): T | null {
  if (value === null) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

/** The page origin's stored session (navigate to the portal first). */
export async function readSession(page: Page): Promise<StoredSession> {
  const raw = await page.evaluate(
    ([tokens, user]) => ({ tokens: localStorage.getItem(tokens), user: localStorage.getItem(user) }),
    [STORAGE_KEYS.tokens, STORAGE_KEYS.user] as const,
  );
  return { raw, tokens: parse(raw.tokens), user: parse(raw.user) };
}

/** Writes raw values (a string, or null to remove), e.g. a corrupt session or an expired token. */
export async function writeSession(
  page: Page,
  values: Partial<Record<keyof typeof STORAGE_KEYS, string | null>>,
): Promise<void> {
  const pairs: [string, string | null][] = (Object.keys(values) as (keyof typeof STORAGE_KEYS)[]).map(
    (name) => [STORAGE_KEYS[name], values[name] ?? null],
  );
  await page.evaluate((entries) => {
    for (const [key, value] of entries) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    }
  }, pairs);
}

/** The claims of a JWT (no signature check: the test only reads `exp`, `sub`, `role`). */
export function jwtClaims(token: string): Record<string, unknown> & { exp?: number } {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}
