import type { FileStore } from './file-store';

/**
 * Default bound of the cache: 8 MB of base64 text (about 6 MB of images: the demo's card images and a
 * few months of construction photos of the enterprises being looked at).
 */
export const BASE64_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The base64 text of stored files, by key, for the reads that send images inside JSON (card image,
 * construction photos). Correct without any invalidation from the database because a key's bytes never
 * change: the store writes each file once under a fresh random key and never rewrites it
 * (docs/decisions/040-stored-file-base64-cache.md). Bounded: least recently used entries go first.
 */
export interface Base64Cache {
  /** The file's bytes as base64, read from `store` once; rejects (and keeps nothing) when they are missing. */
  read(store: Pick<FileStore, 'read'>, key: string): Promise<string>;
  /** Forgets a key whose file was removed (memory only: a removed file's key is never asked for again). */
  drop(key: string): void;
  /** Characters (= bytes, base64 is ASCII) held now. */
  readonly heldBytes: number;
}

/** A cache holding at most `maxBytes` of base64 text; 0 keeps nothing. */
export function createBase64Cache(maxBytes: number = BASE64_CACHE_BYTES): Base64Cache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  const entries = new Map<string, string>();
  // Misses of one key share one read; a drop meanwhile removes the pending read so it is not kept.
  const pending = new Map<string, Promise<string>>();
  let held = 0;

  const remember = (key: string, text: string) => {
    if (text.length > maxBytes) return;
    const old = entries.get(key);
    if (old !== undefined) {
      entries.delete(key);
      held -= old.length;
    }
    entries.set(key, text);
    held += text.length;
    for (const [oldest, value] of entries) {
      if (held <= maxBytes) break;
      entries.delete(oldest);
      held -= value.length;
    }
  };

  return {
    read(store, key) {
      const hit = entries.get(key);
      if (hit !== undefined) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const loading = store.read(key).then(
        (bytes) => {
          const text = bytes.toString('base64');
          if (pending.get(key) === loading) {
            pending.delete(key);
            remember(key, text);
          }
          return text;
        },
        (error: unknown) => {
          if (pending.get(key) === loading) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, loading);
      return loading;
    },
    drop(key) {
      pending.delete(key);
      const old = entries.get(key);
      if (old === undefined) return;
      entries.delete(key);
      held -= old.length;
    },
    get heldBytes() {
      return held;
    },
  };
}
