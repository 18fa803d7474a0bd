import { describe, expect, it } from 'vitest';
import { createBase64Cache } from './base64-cache';

/** A store of in-memory files that counts its reads. */
function fakeStore(files: Record<string, Buffer>) {
  const reads: string[] = [];
  return {
    reads,
    files,
    async read(key: string) {
      reads.push(key);
      const bytes = files[key];
      if (!bytes) throw new Error('missing');
      return bytes;
    },
  };
}

const bytesOf = (length: number, fill: number) => Buffer.alloc(length, fill);

describe('base64 cache of stored files', () => {
  it('reads a key once and answers its base64 from memory afterwards', async () => {
    const store = fakeStore({ a: Buffer.from('hello') });
    const cache = createBase64Cache(1024);
    expect(await cache.read(store, 'a')).toBe(Buffer.from('hello').toString('base64'));
    expect(await cache.read(store, 'a')).toBe('aGVsbG8=');
    expect(store.reads).toEqual(['a']);
    expect(cache.heldBytes).toBe(8);
  });

  it('shares one read between concurrent misses of a key', async () => {
    const store = fakeStore({ a: bytesOf(30, 1) });
    const cache = createBase64Cache(1024);
    const [one, two] = await Promise.all([cache.read(store, 'a'), cache.read(store, 'a')]);
    expect(one).toBe(two);
    expect(store.reads).toEqual(['a']);
  });

  it('keeps nothing for missing bytes, so a later read tries again', async () => {
    const store = fakeStore({});
    const cache = createBase64Cache(1024);
    await expect(cache.read(store, 'a')).rejects.toThrow('missing');
    store.files.a = Buffer.from('late');
    expect(await cache.read(store, 'a')).toBe(Buffer.from('late').toString('base64'));
    expect(store.reads).toEqual(['a', 'a']);
  });

  it('forgets a dropped key (a deleted photo), also when it is dropped mid-read', async () => {
    const store = fakeStore({ a: bytesOf(30, 1), b: bytesOf(30, 2) });
    const cache = createBase64Cache(1024);
    await cache.read(store, 'a');
    cache.drop('a');
    expect(cache.heldBytes).toBe(0);
    delete store.files.a;
    await expect(cache.read(store, 'a')).rejects.toThrow('missing');

    const reading = cache.read(store, 'b');
    cache.drop('b');
    await reading;
    expect(cache.heldBytes).toBe(0);
    cache.drop('never-read'); // not an error
  });

  it('stays within its bound, dropping the least recently used first', async () => {
    // 30 bytes are 40 base64 characters: a 100-byte bound holds two.
    const store = fakeStore({ a: bytesOf(30, 1), b: bytesOf(30, 2), c: bytesOf(30, 3), big: bytesOf(90, 4) });
    const cache = createBase64Cache(100);
    await cache.read(store, 'a');
    await cache.read(store, 'b');
    await cache.read(store, 'a'); // a is now the most recently used
    await cache.read(store, 'c'); // evicts b
    expect(cache.heldBytes).toBe(80);
    store.reads.length = 0;
    await cache.read(store, 'a');
    await cache.read(store, 'c');
    expect(store.reads).toEqual([]);
    await cache.read(store, 'b');
    expect(store.reads).toEqual(['b']);
    expect(cache.heldBytes).toBeLessThanOrEqual(100);

    // Larger than the whole bound: answered, never kept, and nothing else evicted for it.
    const held = cache.heldBytes;
    expect(await cache.read(store, 'big')).toHaveLength(120);
    expect(cache.heldBytes).toBe(held);
  });

  it('keeps nothing with a bound of 0', async () => {
    const store = fakeStore({ a: bytesOf(3, 1) });
    const cache = createBase64Cache(0);
    await cache.read(store, 'a');
    await cache.read(store, 'a');
    expect(store.reads).toEqual(['a', 'a']);
    expect(cache.heldBytes).toBe(0);
  });
});
