import { describe, expect, it } from 'vitest';
import { createChangeFeed } from './change-feed';
import { createVersionedCache } from './versioned-cache';

function setup(maxWeight = 100, weigh?: (value: string) => number) {
  const feed = createChangeFeed();
  feed.setLive(true);
  const cache = createVersionedCache<string>(feed, { maxWeight, ...(weigh ? { weigh } : {}) });
  let loads = 0;
  const loader = (value: string) => async () => {
    loads += 1;
    return value;
  };
  return { feed, cache, loader, loads: () => loads };
}

describe('versioned cache', () => {
  it('serves a loaded value again until a table of its topic changes', async () => {
    const { feed, cache, loader, loads } = setup();
    expect(await cache.getOrLoad('k', ['finance'], loader('v1'))).toBe('v1');
    expect(await cache.getOrLoad('k', ['finance'], loader('v2'))).toBe('v1');
    expect(loads()).toBe(1);
    feed.tableChanged('sessions'); // another topic
    feed.tableChanged('rate_limits'); // not watched
    expect(await cache.getOrLoad('k', ['finance'], loader('v2'))).toBe('v1');
    feed.tableChanged('installments');
    expect(await cache.getOrLoad('k', ['finance'], loader('v3'))).toBe('v3');
    expect(loads()).toBe(2);
  });

  it('drops a read of several topics when any one of them changes, and only then', async () => {
    const { feed, cache, loader, loads } = setup();
    const topics = ['finance', 'photos'] as const;
    expect(await cache.getOrLoad('k', topics, loader('v1'))).toBe('v1');
    feed.tableChanged('generated_slips'); // reports: not a topic of this read
    feed.tableChanged('sessions'); // people: neither
    expect(await cache.getOrLoad('k', topics, loader('v2'))).toBe('v1');
    feed.tableChanged('enterprise_photos');
    expect(await cache.getOrLoad('k', topics, loader('v3'))).toBe('v3');
    feed.tableChanged('units');
    expect(await cache.getOrLoad('k', topics, loader('v4'))).toBe('v4');
    expect(await cache.getOrLoad('k', topics, loader('v5'))).toBe('v4');
    expect(loads()).toBe(3);
  });

  it('loads every time while the feed is not live, and starts empty when it turns live again', async () => {
    const { feed, cache, loader, loads } = setup();
    await cache.getOrLoad('k', ['people'], loader('a'));
    feed.setLive(false);
    expect(feed.version('people')).toBeNull();
    expect(await cache.getOrLoad('k', ['people'], loader('b'))).toBe('b');
    expect(await cache.getOrLoad('k', ['people'], loader('c'))).toBe('c');
    feed.setLive(true);
    expect(await cache.getOrLoad('k', ['people'], loader('d'))).toBe('d');
    expect(await cache.getOrLoad('k', ['people'], loader('e'))).toBe('d');
    expect(loads()).toBe(4);
  });

  it('does not keep a value when its topic changed while it was loading', async () => {
    const { feed, cache } = setup();
    let count = 0;
    const slow = async () => {
      count += 1;
      const value = `v${count}`;
      if (count === 1) feed.tableChanged('payment_proofs'); // a write committed mid-read
      return value;
    };
    expect(await cache.getOrLoad('k', ['finance'], slow)).toBe('v1');
    expect(await cache.getOrLoad('k', ['finance'], slow)).toBe('v2');
    expect(await cache.getOrLoad('k', ['finance'], slow)).toBe('v2');
  });

  it('shares one load between concurrent misses of a key, and never caches an error', async () => {
    const { cache } = setup();
    let calls = 0;
    let release: (value: string) => void = () => {};
    const gate = new Promise<string>((resolve) => {
      release = resolve;
    });
    const load = () => {
      calls += 1;
      return gate;
    };
    const both = Promise.all([
      cache.getOrLoad('k', ['finance'], load),
      cache.getOrLoad('k', ['finance'], load),
    ]);
    release('shared');
    expect(await both).toEqual(['shared', 'shared']);
    expect(calls).toBe(1);

    const failing = async () => {
      throw new Error('boom');
    };
    await expect(cache.getOrLoad('x', ['finance'], failing)).rejects.toThrow('boom');
    expect(await cache.getOrLoad('x', ['finance'], async () => 'ok')).toBe('ok');
  });

  it('evicts the least recently used entries beyond its weight, and refuses a value heavier than all', async () => {
    const { cache, loader } = setup(10, (value) => value.length);
    await cache.getOrLoad('a', ['finance'], loader('aaaa'));
    await cache.getOrLoad('b', ['finance'], loader('bbbb'));
    await cache.getOrLoad('a', ['finance'], loader('fresh-a')); // hit: a becomes the most recent
    await cache.getOrLoad('c', ['finance'], loader('cccc')); // 12 > 10: b, the least recent, goes
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('a', ['finance'], loader('new'))).toBe('aaaa');
    expect(await cache.getOrLoad('b', ['finance'], loader('bbbb-2'))).toBe('bbbb-2');
    await cache.getOrLoad('huge', ['finance'], loader('x'.repeat(11)));
    expect(await cache.getOrLoad('huge', ['finance'], loader('reloaded'))).toBe('reloaded');
  });

  it('is off with a weight of 0', async () => {
    const { cache, loader, loads } = setup(0);
    await cache.getOrLoad('k', ['finance'], loader('1'));
    await cache.getOrLoad('k', ['finance'], loader('2'));
    expect(loads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("drops a customer's read on a change naming that customer or the whole topic, not another customer", async () => {
    const { feed, cache, loader, loads } = setup();
    const anas = ['finance:c1'] as const;
    expect(await cache.getOrLoad('ana', anas, loader('a1'))).toBe('a1');
    expect(await cache.getOrLoad('all', ['finance'], loader('f1'))).toBe('f1');
    feed.announced('finance:c2,c3'); // other customers
    feed.announced('enterprises:e1'); // another topic
    expect(await cache.getOrLoad('ana', anas, loader('a2'))).toBe('a1');
    expect(await cache.getOrLoad('all', ['finance'], loader('f2'))).toBe('f2'); // any finance change
    feed.announced('finance:c3,c1');
    expect(await cache.getOrLoad('ana', anas, loader('a3'))).toBe('a3');
    feed.tableChanged('installments'); // a TRUNCATE: the whole topic, every customer
    expect(await cache.getOrLoad('ana', anas, loader('a4'))).toBe('a4');
    feed.announced('bogus:c1');
    feed.announced('unknown_table');
    expect(await cache.getOrLoad('ana', anas, loader('a5'))).toBe('a4');
    expect(loads()).toBe(5);
  });

  it('keeps a read loaded while another customer changed, and not while its own customer did', async () => {
    const { feed, cache } = setup();
    let count = 0;
    const loadWhile = (scope: string) => async () => {
      count += 1;
      feed.changed('finance', [scope]); // a write committed mid-read
      return `v${count}`;
    };
    expect(await cache.getOrLoad('k', ['finance:c1'], loadWhile('c1'))).toBe('v1');
    expect(await cache.getOrLoad('k', ['finance:c1'], loadWhile('c2'))).toBe('v2');
    expect(await cache.getOrLoad('k', ['finance:c1'], loadWhile('c1'))).toBe('v2');
  });

  it('folds past its bound of scopes into one change of everything', async () => {
    const { feed, cache, loader } = setup();
    await cache.getOrLoad('k', ['photos:e1'], loader('p1'));
    feed.changed(
      'finance',
      Array.from({ length: 200_001 }, (_, i) => `c${i + 10}`),
    );
    expect(await cache.getOrLoad('k', ['photos:e1'], loader('p2'))).toBe('p2');
    expect(await cache.getOrLoad('k', ['photos:e1'], loader('p3'))).toBe('p2');
  });
});
