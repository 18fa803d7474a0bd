const KEY_PATTERN = /^[A-Za-z0-9_-]{20,64}$/;

/** True for the keys the file store hands out (guards path traversal in `/files/...` and object names). */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
