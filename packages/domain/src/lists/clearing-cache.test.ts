import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_CACHE_LIMIT, ClearingCache } from './clearing-cache';

describe('ClearingCache', () => {
  it('holds up to 40 entries by default, then empties itself for the 41st', () => {
    const cache = new ClearingCache<number, string>();
    for (let id = 1; id <= CARD_IMAGE_CACHE_LIMIT; id += 1) cache.set(id, `img${id}`);
    expect(cache.size).toBe(40);
    expect(cache.get(1)).toBe('img1');
    cache.set(41, 'img41');
    expect(cache.size).toBe(1);
    expect(cache.has(1)).toBe(false);
    expect(cache.get(41)).toBe('img41');
  });

  it('overwriting a key it holds never clears it', () => {
    const cache = new ClearingCache<string, number | null>(2);
    cache.set('a', 1);
    cache.set('b', null);
    cache.set('b', 2);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBe(1);
  });

  it('keeps null values apart from missing ones', () => {
    const cache = new ClearingCache<number, string | null>();
    cache.set(7, null);
    expect(cache.has(7)).toBe(true);
    expect(cache.get(7)).toBeNull();
    expect(cache.has(8)).toBe(false);
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new ClearingCache(0)).toThrow(RangeError);
    expect(() => new ClearingCache(1.5)).toThrow(RangeError);
  });
});
