/** Entries the enterprise card-image cache holds before it is emptied (spec sections 7 and 9). */
export const CARD_IMAGE_CACHE_LIMIT = 40;

/**
 * A cache that is emptied whole when it reaches its limit (spec section 7: the default-image results
 * are cached and the cache is cleared when it reaches 40 entries). Simpler than LRU and bounded all
 * the same: a person paging through hundreds of enterprises never holds more than `limit` images.
 */
export class ClearingCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #limit: number;

  constructor(limit: number = CARD_IMAGE_CACHE_LIMIT) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
    this.#limit = limit;
  }

  /** Entries held now. */
  get size(): number {
    return this.#entries.size;
  }

  has(key: K): boolean {
    return this.#entries.has(key);
  }

  get(key: K): V | undefined {
    return this.#entries.get(key);
  }

  /** Stores a value; a new key arriving when the cache holds `limit` entries empties it first. */
  set(key: K, value: V): void {
    if (!this.#entries.has(key) && this.#entries.size >= this.#limit) this.#entries.clear();
    this.#entries.set(key, value);
  }

  clear(): void {
    this.#entries.clear();
  }
}
