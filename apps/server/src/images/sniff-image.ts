/** The image types the portal accepts (spec section 9), identified by their bytes, never their name. */
export type ImageType = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.byteLength >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** PNG, JPEG or WebP from the first 12 bytes; null for anything else (a PDF, HTML, a GIF…). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

/** MIME type of an image type. */
export function mimeOfImage(type: ImageType): string {
  return `image/${type}`;
}

/** True when the bytes start like a PDF (`%PDF-`). */
export function isPdfHead(bytes: Uint8Array): boolean {
  return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
}
