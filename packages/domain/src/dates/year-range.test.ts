import { describe, expect, it } from 'vitest';
import { yearsSince } from './year-range';

const now = new Date('2026-11-22T12:00:00Z');

describe('yearsSince', () => {
  it.each([
    ['2023-05-10', [2026, 2025, 2024, 2023]],
    ['2026-01-01', [2026]],
    ['2030-01-01', [2026]],
    ['nonsense', [2026]],
    [undefined, [2026]],
    ['2024-02-01T10:00:00Z', [2026, 2025, 2024]],
  ])('from %j', (start, years) => {
    expect(yearsSince(start, now)).toEqual(years);
  });

  it('can list oldest first and reads the year in the given zone', () => {
    expect(yearsSince('2024-06-01', now, { order: 'asc' })).toEqual([2024, 2025, 2026]);
    // New Year's Eve 23:00 in São Paulo is already 1 January in UTC.
    const eve = new Date('2027-01-01T02:00:00Z');
    expect(yearsSince('2026-01-01', eve)).toEqual([2026]);
    expect(yearsSince('2026-01-01', eve, { timeZone: 'UTC' })).toEqual([2027, 2026]);
  });
});
