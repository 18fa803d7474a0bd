/**
 * Test-only encoders, written independently of the decoders under test (bit-by-bit rather than with a
 * rolling accumulator) so a round trip checks two implementations against each other.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 bytes of a string, via `encodeURIComponent` (which throws on lone surrogates). */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  const encoded = encodeURIComponent(text);
  for (let index = 0; index < encoded.length; ) {
    if (encoded[index] === '%') {
      bytes.push(Number.parseInt(encoded.slice(index + 1, index + 3), 16));
      index += 3;
    } else {
      bytes.push(encoded.charCodeAt(index));
      index += 1;
    }
  }
  return bytes;
}

/** Unpadded base64url of bytes (RFC 4648 section 5). */
export function base64UrlOfBytes(bytes: readonly number[]): string {
  const bits = bytes.map((byte) => byte.toString(2).padStart(8, '0')).join('');
  let out = '';
  for (let index = 0; index < bits.length; index += 6) {
    out += ALPHABET[Number.parseInt(bits.slice(index, index + 6).padEnd(6, '0'), 2)];
  }
  return out;
}

/** An unsigned JWT-shaped token whose payload segment is the JSON of `claims`. */
export function tokenWith(claims: unknown): string {
  const header = base64UrlOfBytes(utf8Bytes('{"alg":"HS256","typ":"JWT"}'));
  return `${header}.${base64UrlOfBytes(utf8Bytes(JSON.stringify(claims)))}.c2lnbmF0dXJl`;
}
