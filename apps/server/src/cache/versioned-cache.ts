import { type ChangeFeed, type Dependency, versionOf } from './change-feed';

/** A bounded cache of reads that are thrown away as soon as the data they came from changes. */
export interface VersionedCache<V> {
  /**
   * The value of `key`: the cached one while none of its dependencies has changed since it was read,
   * else `load()`'s (stored only if nothing changed while loading). Concurrent misses of one key share
   * a single load. Errors are never cached.
   */
  getOrLoad(key: string, dependencies: readonly Dependency[], load: () => Promise<V>): Promise<V>;
  /** Number of entries held (for tests and diagnostics). */
  readonly size: number;
  /** Calls answered from the cache, and calls that ran `load()` (for tests and diagnostics). */
  readonly stats: { readonly hits: number; readonly loads: number };
}

/** Limits of a cache: total weight kept, and how much one value weighs (default 1 per entry). */
export interface VersionedCacheOptions<V> {
  readonly maxWeight: number;
  readonly weigh?: (value: V) => number;
}

interface Entry<V> {
  readonly version: number;
  readonly value: V;
  readonly weight: number;
}

/**
 * Least-recently-used eviction over a Map (whose iteration order is insertion order: a hit is moved
 * to the end). `maxWeight` 0 turns the cache off: every call loads.
 */
export function createVersionedCache<V>(
  feed: ChangeFeed,
  options: VersionedCacheOptions<V>,
): VersionedCache<V> {
  const weigh = options.weigh ?? (() => 1);
  const entries = new Map<string, Entry<V>>();
  const loading = new Map<string, { version: number; promise: Promise<V> }>();
  let weight = 0;
  const stats = { hits: 0, loads: 0 };

  const remove = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    weight -= entry.weight;
  };
  const store = (key: string, entry: Entry<V>) => {
    if (entry.weight > options.maxWeight) return;
    const old = entries.get(key);
    if (old) remove(key, old);
    entries.set(key, entry);
    weight += entry.weight;
    for (const [oldestKey, oldest] of entries) {
      if (weight <= options.maxWeight) break;
      remove(oldestKey, oldest);
    }
  };

  return {
    get size() {
      return entries.size;
    },
    stats,
    async getOrLoad(key, dependencies, load) {
      const version = versionOf(feed, dependencies);
      if (version === null || options.maxWeight <= 0) {
        stats.loads += 1;
        return load();
      }
      const hit = entries.get(key);
      if (hit?.version === version) {
        entries.delete(key);
        entries.set(key, hit);
        stats.hits += 1;
        return hit.value;
      }
      if (hit) remove(key, hit);
      const pending = loading.get(key);
      if (pending?.version === version) {
        stats.hits += 1;
        return pending.promise;
      }
      stats.loads += 1;
      const promise = load();
      loading.set(key, { version, promise });
      try {
        const value = await promise;
        if (versionOf(feed, dependencies) === version) store(key, { version, value, weight: weigh(value) });
        return value;
      } finally {
        if (loading.get(key)?.promise === promise) loading.delete(key);
      }
    },
  };
}
