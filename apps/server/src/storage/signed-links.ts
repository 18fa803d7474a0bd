import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link stays valid: long enough to click, short enough not to be shared. */
export const LINK_TTL_SECONDS = 10 * 60;

/** Signs and checks `/files/<key>?exp=<unix seconds>&sig=<hmac>` links (like pre-signed object URLs). */
export interface LinkSigner {
  /** A relative link valid until `now + ttl`. */
  sign(key: string, now: Date, ttlSeconds?: number): string;
  /** True when `sig` matches and `exp` is still in the future. */
  verify(key: string, exp: string | undefined, sig: string | undefined, now: Date): boolean;
}

/** `secret` is a server secret; links are derived from it under their own label, never the JWT key itself. */
export function createLinkSigner(secret: string): LinkSigner {
  const linkKey = createHmac('sha256', secret).update('portal:file-links:v1').digest();
  const mac = (key: string, exp: number) =>
    createHmac('sha256', linkKey).update(`${key}.${exp}`).digest('base64url');
  return {
    sign(key, now, ttlSeconds = LINK_TTL_SECONDS) {
      const exp = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return `/files/${key}?exp=${exp}&sig=${mac(key, exp)}`;
    },
    verify(key, exp, sig, now) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expiry = Number(exp);
      if (expiry * 1000 <= now.getTime()) return false;
      const expected = Buffer.from(mac(key, expiry));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
