import { describe, expect, it } from 'vitest';
import { nextLimit, shouldFetchMore } from './fetch-more';

describe('enterprise fetch-more rule', () => {
  it.each([
    [100, 84, 4, true],
    [100, 90, 4, true],
    [100, 83, 4, false],
    [100, 96, 3, false],
    [100, 96, 8, false],
    [200, 184, 4, true],
  ])('limit %s offset %s with %s items → %s', (limit, offset, pageItemCount, expected) => {
    expect(shouldFetchMore({ limit, offset, pageItemCount })).toBe(expected);
  });

  it('grows the limit by 100', () => {
    expect(nextLimit(100)).toBe(200);
  });
});
