/** The base64url alphabet of RFC 4648 section 5 (JWT segments use it, without '=' padding). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * Decodes unpadded base64url (RFC 4648 section 5, as in JWT, RFC 7515) into bytes. Written by hand
 * because the domain targets plain ES2023: no `atob`, no `Buffer`. Returns null for any character
 * outside the alphabet (including '+', '/' and '=') or an impossible length.
 */
export function decodeBase64Url(value: string): Uint8Array | null {
  // 4 characters carry 3 bytes; a lone trailing character carries only 6 bits, never a whole byte.
  if (value.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of value) {
    const sextet = ALPHABET.indexOf(char);
    if (sextet < 0) return null;
    // Keep only the bits not yet emitted, so the accumulator never overflows.
    buffer = ((buffer << 6) | sextet) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * Decodes UTF-8 bytes into a string, or null when they are not valid UTF-8. Uses the ES built-in
 * `decodeURIComponent` (which rejects malformed sequences) instead of `TextDecoder`, absent from ES2023.
 */
export function decodeUtf8(bytes: Uint8Array): string | null {
  let percentEncoded = '';
  for (const byte of bytes) percentEncoded += `%${byte.toString(16).padStart(2, '0')}`;
  try {
    return decodeURIComponent(percentEncoded);
  } catch {
    return null;
  }
}
