import { errors, jwtVerify, SignJWT } from 'jose';

/** Lifetime of an access token (product rule §3). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

/** What an access token says. `customer_id`, `type` and `exp` are the spec's; `sub`/`sid` are ours. */
export interface AccessClaims {
  /** Account id. */
  readonly accountId: number;
  /** Session (refresh family) id. */
  readonly sessionId: string;
  readonly customerId: number;
  readonly type: 'user' | 'admin';
}

/** Signs and checks access tokens: HS256 only, so `alg: none` or any other algorithm is refused. */
export interface AccessTokens {
  sign(claims: AccessClaims, now: Date): Promise<string>;
  /** The claims, or null for anything not a valid, unexpired token of ours. */
  verify(token: string, now: Date): Promise<AccessClaims | null>;
}

const ISSUER = 'portal-do-cliente';
/** Seconds of clock skew accepted on `exp`. */
const CLOCK_TOLERANCE = 5;
/** Verified tokens remembered (a token of 15 minutes is checked once, then looked up). */
const MAX_REMEMBERED = 20_000;
const AUDIENCE = 'portal-do-cliente/api';

/**
 * Builds the signer from the server secret. A token whose signature checked once is remembered with
 * its expiry (a verified token cannot become valid for anything else; only time can end it, and the
 * expiry is checked again on every use), so repeated calls skip the HMAC and claim parsing.
 */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const remembered = new Map<string, { readonly claims: AccessClaims; readonly exp: number }>();
  const remember = (token: string, claims: AccessClaims, exp: number) => {
    if (remembered.size >= MAX_REMEMBERED) {
      const oldest = remembered.keys().next().value;
      if (oldest !== undefined) remembered.delete(oldest);
    }
    remembered.set(token, { claims, exp });
  };
  return {
    async sign(claims, now) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ customer_id: claims.customerId, type: claims.type, sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.accountId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },
    async verify(token, now) {
      const known = remembered.get(token);
      if (known) {
        if (now.getTime() / 1000 < known.exp + CLOCK_TOLERANCE) return known.claims;
        remembered.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: now,
          requiredClaims: ['exp', 'sub', 'customer_id', 'type', 'sid'],
          clockTolerance: CLOCK_TOLERANCE,
        });
        const accountId = Number(payload.sub);
        const { customer_id: customerId, type, sid } = payload;
        if (!Number.isSafeInteger(accountId) || typeof customerId !== 'number' || typeof sid !== 'string')
          return null;
        if (type !== 'user' && type !== 'admin') return null;
        const claims: AccessClaims = { accountId, sessionId: sid, customerId, type };
        remember(token, claims, payload.exp as number);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
