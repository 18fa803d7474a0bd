import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, isTokenAlive, REFRESH_LEAD_MS, refreshDelayMs } from './jwt';
import { base64UrlOfBytes, tokenWith, utf8Bytes } from './test/encoding';

const NOW_MS = Date.UTC(2026, 10, 22, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

describe('decodeJwtPayload', () => {
  it('reads customer_id, type and exp, ignoring other claims', () => {
    const token = tokenWith({
      customer_id: 42,
      type: 'user',
      exp: NOW_S + 900,
      iat: NOW_S,
      name: 'Conceição',
    });
    expect(decodeJwtPayload(token)).toEqual({ customer_id: 42, type: 'user', exp: NOW_S + 900 });
  });

  it('accepts the admin, whose customer_id is negative', () => {
    expect(decodeJwtPayload(tokenWith({ customer_id: -1, type: 'admin', exp: NOW_S }))).toEqual({
      customer_id: -1,
      type: 'admin',
      exp: NOW_S,
    });
  });

  it('round-trips any well-typed payload', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 2 ** 31 }),
        fc.constantFrom('admin' as const, 'user' as const),
        fc.integer({ min: 0, max: 4_102_444_800 }),
        fc.string({ unit: 'grapheme', maxLength: 12 }),
        (customer_id, type, exp, name) => {
          expect(decodeJwtPayload(tokenWith({ customer_id, type, exp, name }))).toEqual({
            customer_id,
            type,
            exp,
          });
        },
      ),
    );
  });

  const header = base64UrlOfBytes(utf8Bytes('{"alg":"none"}'));
  it.each([
    ['not a string', 42],
    ['two segments', `${header}.${base64UrlOfBytes(utf8Bytes('{}'))}`],
    ['four segments', `${tokenWith({ customer_id: 1, type: 'user', exp: 1 })}.x`],
    ['bad base64url', `${header}.***.sig`],
    ['bad UTF-8', `${header}.${base64UrlOfBytes([0xff])}.sig`],
    ['not JSON', `${header}.${base64UrlOfBytes(utf8Bytes('{customer_id:1'))}.sig`],
    ['JSON null', tokenWith(null)],
    ['JSON number', tokenWith(7)],
    ['customer_id missing', tokenWith({ type: 'user', exp: 1 })],
    ['customer_id as text', tokenWith({ customer_id: '42', type: 'user', exp: 1 })],
    ['customer_id fractional', tokenWith({ customer_id: 4.2, type: 'user', exp: 1 })],
    ['unknown type', tokenWith({ customer_id: 1, type: 'root', exp: 1 })],
    ['exp missing', tokenWith({ customer_id: 1, type: 'user' })],
    ['exp as text', tokenWith({ customer_id: 1, type: 'user', exp: '1' })],
    ['empty token', ''],
  ])('gives null for %s', (_case, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
  });
});

describe('isTokenAlive', () => {
  it.each([
    [NOW_S + 1, true],
    [NOW_S, false],
    [NOW_S - 1, false],
  ])('exp %d at now is %s', (exp, alive) => {
    expect(isTokenAlive({ customer_id: 1, type: 'user', exp }, NOW_MS)).toBe(alive);
  });

  it('treats a missing payload as dead', () => {
    expect(isTokenAlive(null, NOW_MS)).toBe(false);
  });
});

describe('refreshDelayMs', () => {
  it.each([
    ['15 minutes ahead', NOW_S + 900, 840_000],
    ['exactly 60 s ahead', NOW_S + 60, 0],
    ['61 s ahead', NOW_S + 61, 1000],
    ['30 s ahead', NOW_S + 30, 0],
    ['already expired', NOW_S - 3600, 0],
    ['NaN', Number.NaN, 0],
    ['Infinity', Number.POSITIVE_INFINITY, 0],
  ])('%s gives %d ms', (_case, exp, expected) => {
    expect(refreshDelayMs(exp, NOW_MS)).toBe(expected);
  });

  it('is never negative and fires 60 s before expiry', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800 }),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        (exp, now) => {
          const delay = refreshDelayMs(exp, now);
          expect(delay).toBeGreaterThanOrEqual(0);
          if (delay > 0) expect(now + delay).toBe(exp * 1000 - REFRESH_LEAD_MS);
        },
      ),
    );
  });
});
