import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';
import { clientIp, isLoopbackAddress } from './client-ip';
import { createRefreshTokenCodec } from './opaque-tokens';

const secret = 's'.repeat(48);
const claims = {
  accountId: 7,
  sessionId: '0b5c1f7e-7a43-4c8e-9c57-1d4a4f5e6a10',
  customerId: 3,
  type: 'user' as const,
};

describe('access tokens', () => {
  const tokens = createAccessTokens(secret);
  const now = new Date('2026-03-01T12:00:00Z');

  it('round-trips the claims and expires after 15 minutes', async () => {
    const token = await tokens.sign(claims, now);
    expect(await tokens.verify(token, now)).toEqual(claims);
    expect(await tokens.verify(token, new Date(now.getTime() + 15 * 60_000 + 6_000))).toBeNull();
  });

  it('refuses other algorithms with the same key (HS512) and unsigned tokens', async () => {
    const key = new TextEncoder().encode(secret);
    const body = { customer_id: 3, type: 'user', sid: claims.sessionId };
    const hs512 = await new SignJWT(body)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setIssuer('portal-do-cliente')
      .setAudience('portal-do-cliente/api')
      .setExpirationTime('10m')
      .sign(key);
    expect(await tokens.verify(hs512, new Date())).toBeNull();
    const [, payload] = (await tokens.sign(claims, now)).split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect(await tokens.verify(none, now)).toBeNull();
  });
});

describe('refresh token codec', () => {
  it('accepts only tokens signed with the server key', () => {
    const codec = createRefreshTokenCodec(secret);
    const id = codec.newId();
    expect(codec.decode(codec.encode(id))).toBe(id);
    expect(createRefreshTokenCodec('o'.repeat(48)).decode(codec.encode(id))).toBeNull();
    expect(codec.decode(`${id}.AAAA`)).toBeNull();
    expect(codec.decode('not-a-token')).toBeNull();
    expect(codec.decode(`${codec.encode(id)}.extra`)).toBeNull();
  });
});

describe('client IP', () => {
  it('uses the socket unless a proxy is trusted', () => {
    expect(clientIp({ socketAddress: '::ffff:10.0.0.1', forwardedFor: '1.2.3.4', trustedHops: 0 })).toBe(
      '10.0.0.1',
    );
    expect(clientIp({ socketAddress: '::1', forwardedFor: undefined, trustedHops: 1 })).toBe('::1');
  });

  it('takes the rightmost untrusted X-Forwarded-For hop, never the forged prefix (decision 016)', () => {
    // The client wrote '6.6.6.6' itself; the one trusted proxy appended the address it saw, 1.2.3.4.
    const forged = { socketAddress: '10.0.0.1', forwardedFor: '6.6.6.6, 1.2.3.4' };
    expect(clientIp({ ...forged, trustedHops: 1 })).toBe('1.2.3.4');
    // Two trusted proxies (CDN then balancer): the CDN saw 1.2.3.4 and the balancer saw the CDN.
    const chain = { socketAddress: '10.0.0.1', forwardedFor: '6.6.6.6, 1.2.3.4, 10.0.0.9' };
    expect(clientIp({ ...chain, trustedHops: 2 })).toBe('1.2.3.4');
    expect(clientIp({ ...chain, trustedHops: 1 })).toBe('10.0.0.9');
    // A header shorter than the chain: its leftmost entry is the best a trusted proxy wrote.
    expect(clientIp({ socketAddress: '10.0.0.1', forwardedFor: '1.2.3.4', trustedHops: 3 })).toBe('1.2.3.4');
    // Garbage where a proxy writes an address: the socket, not the garbage.
    expect(clientIp({ socketAddress: '10.0.0.1', forwardedFor: '1.2.3.4, nada', trustedHops: 1 })).toBe(
      '10.0.0.1',
    );
    expect(clientIp({ socketAddress: '10.0.0.1', forwardedFor: ' , ', trustedHops: 1 })).toBe('10.0.0.1');
  });
});

describe('loopback addresses', () => {
  it('are 127.0.0.0/8 and ::1, also mapped into IPv6', () => {
    for (const a of ['127.0.0.1', '127.255.0.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a), a).toBe(true);
    for (const a of [undefined, '', '10.0.0.1', '::ffff:10.0.0.1', '128.0.0.1', 'fd00::1', '127.example'])
      expect(isLoopbackAddress(a), String(a)).toBe(false);
  });
});
