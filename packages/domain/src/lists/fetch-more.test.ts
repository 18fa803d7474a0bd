import { describe, expect, it } from 'vitest';
import { ENTERPRISE_FETCH_STEP, nextEnterpriseBatch, shouldFetchMore } from './fetch-more';
import { DEFAULT_PAGE_SIZE, pageCount } from './paginate';

describe('enterprise fetch-more rule', () => {
  it.each([
    // 100 loaded: pages 12 (offset 88) and 13 (offset 96, 4 cards) fetch; page 11 (offset 80) does not.
    [100, 96, 100, true],
    [100, 88, 100, true],
    [100, 84, 100, true],
    [100, 80, 100, false],
    [100, 0, 100, false],
    // 200 loaded: the last page holds 8 cards and still fetches (the observed rule stopped here).
    [200, 192, 100, true],
    [200, 184, 100, true],
    [200, 176, 100, false],
    // The last batch was short: the search is exhausted, never fetch again.
    [12, 8, 12, false],
    [150, 144, 50, false],
    [0, 0, 0, false],
  ])('loaded %s, page offset %s, last batch %s → %s', (loaded, pageOffset, lastBatchSize, expected) => {
    expect(shouldFetchMore({ loaded, pageOffset, lastBatchSize })).toBe(expected);
  });

  it('asks for the next 100 after the loaded rows, never a limit above the api cap of 100', () => {
    expect(nextEnterpriseBatch(100)).toEqual({ offset: 100, limit: 100 });
    expect(nextEnterpriseBatch(300)).toEqual({ offset: 300, limit: 100 });
    expect(nextEnterpriseBatch(0).limit).toBeLessThanOrEqual(100);
  });

  it('reaches every page of a long search: walking to the last page keeps fetching until a short batch', () => {
    const total = 437;
    let loaded = 0;
    let lastBatchSize = 0;
    const fetch = () => {
      const { offset, limit } = nextEnterpriseBatch(loaded);
      lastBatchSize = Math.max(0, Math.min(limit, total - offset));
      loaded += lastBatchSize;
    };
    fetch();
    for (let page = 1; page <= pageCount(loaded, DEFAULT_PAGE_SIZE); page += 1) {
      if (shouldFetchMore({ loaded, pageOffset: (page - 1) * DEFAULT_PAGE_SIZE, lastBatchSize })) fetch();
    }
    expect(loaded).toBe(total);
    expect(lastBatchSize).toBeLessThan(ENTERPRISE_FETCH_STEP);
  });
});
