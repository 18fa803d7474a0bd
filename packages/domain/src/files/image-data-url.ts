/** Starts of the base64 text of each image type the portal stores (their magic bytes, encoded). */
const BASE64_SIGNATURES: readonly [prefix: string, mime: string][] = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['UklGR', 'image/webp'],
  ['R0lGOD', 'image/gif'],
];

/**
 * Turns the API's base64 image bytes (the card's `image_default`, a photo's `file`) into a data URL
 * for an `<img>`, with the type read from the bytes themselves (the answer carries no type). Empty,
 * missing or already-prefixed input is handled: `null` for nothing to show.
 */
export function imageDataUrl(base64: string | null | undefined): string | null {
  const bytes = base64?.trim();
  if (!bytes) return null;
  if (bytes.startsWith('data:')) return bytes;
  const mime = BASE64_SIGNATURES.find(([prefix]) => bytes.startsWith(prefix))?.[1] ?? 'image/png';
  return `data:${mime};base64,${bytes}`;
}
