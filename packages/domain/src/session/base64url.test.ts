import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Url, decodeUtf8 } from './base64url';
import { base64UrlOfBytes, utf8Bytes } from './test/encoding';

function text(value: string): string | null {
  const bytes = decodeBase64Url(value);
  return bytes && decodeUtf8(bytes);
}

describe('decodeBase64Url', () => {
  // Test vectors of RFC 4648 section 10 (padding removed, as JWT segments carry none).
  it.each([
    ['', ''],
    ['Zg', 'f'],
    ['Zm8', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYg', 'foob'],
    ['Zm9vYmE', 'fooba'],
    ['Zm9vYmFy', 'foobar'],
  ])('RFC 4648 vector %j decodes to %j', (encoded, expected) => {
    expect(text(encoded)).toBe(expected);
  });

  it('decodes the payload of the jwt.io example token (RFC 7519 style claims)', () => {
    expect(text('eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ')).toBe(
      '{"sub":"1234567890","name":"John Doe","iat":1516239022}',
    );
  });

  it('uses the URL-safe characters - and _', () => {
    expect([...(decodeBase64Url('-_8') ?? [])]).toEqual([0xfb, 0xff]);
  });

  it.each(['Zm9v=', 'Zm9v+A', 'Zm9/', 'Z', 'Zm9vY', 'Zm 9v', 'Zé'])('refuses %j', (value) => {
    expect(decodeBase64Url(value)).toBeNull();
  });

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(decodeBase64Url(base64UrlOfBytes([...bytes]))).toEqual(bytes);
      }),
    );
  });
});

describe('decodeUtf8', () => {
  it('decodes multi-byte characters', () => {
    expect(decodeUtf8(Uint8Array.from(utf8Bytes('João Conceição 😀')))).toBe('João Conceição 😀');
  });

  it.each([
    [[0xff]],
    [[0xc3]],
    [[0xc0, 0xaf]], // overlong encoding of '/'
    [[0xed, 0xa0, 0x80]], // a UTF-16 surrogate encoded as UTF-8
  ])('refuses malformed UTF-8 %j', (bytes) => {
    expect(decodeUtf8(Uint8Array.from(bytes))).toBeNull();
  });

  it('round-trips any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 20 }), (value) => {
        expect(decodeUtf8(Uint8Array.from(utf8Bytes(value)))).toBe(value);
      }),
    );
  });
});
