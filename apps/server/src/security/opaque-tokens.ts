import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** A random URL-safe secret for e-mailed links (activation, reset): 256 bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of an e-mailed token: its SHA-256, so a leaked table opens nothing. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/**
 * Refresh tokens are `<uuid>.<HMAC-SHA256(key, uuid)>`. The table stores only the uuid; presenting a
 * token needs the server key, and the server can re-derive a successor it already issued, which is what
 * lets parallel refreshes from several tabs receive the same successor during the grace window.
 */
export interface RefreshTokenCodec {
  /** A new token id. */
  newId(): string;
  encode(id: string): string;
  /** The id inside a well-formed, authentic token; null otherwise. */
  decode(token: string): string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Builds the codec with a key derived from the server secret (separate from the JWT key). */
export function createRefreshTokenCodec(secret: string): RefreshTokenCodec {
  const key = createHmac('sha256', secret).update('refresh-token-key').digest();
  const mac = (id: string) => createHmac('sha256', key).update(id).digest();
  return {
    newId: () => randomUUID(),
    encode: (id) => `${id}.${mac(id).toString('base64url')}`,
    decode: (token) => {
      const [id, signature, extra] = token.split('.');
      if (!id || !signature || extra !== undefined || !UUID.test(id)) return null;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(id);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
