import { describe, expect, it } from 'vitest';
import { dayRangeIn, nextIsoDay, startOfDayIn } from './day-bounds';

describe('day bounds in a time zone', () => {
  it('starts a São Paulo day at 03:00 UTC', () => {
    expect(startOfDayIn('2026-03-10').toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(startOfDayIn('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
    expect(startOfDayIn('2026-03-10', 'Asia/Tokyo').toISOString()).toBe('2026-03-09T15:00:00.000Z');
  });

  it('starts a day whose midnight daylight saving skipped at its first minute (Brazil, 2018)', () => {
    // 2018-11-04: clocks went from 23:59:59 on the 3rd to 01:00 on the 4th (UTC-2 from then on).
    expect(startOfDayIn('2018-11-04').toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(startOfDayIn('2018-11-05').toISOString()).toBe('2018-11-05T02:00:00.000Z');
  });

  it('counts a login at 22:00 in Brasília (01:00 UTC next day) on the Brasília day', () => {
    const login = new Date('2026-03-11T01:00:00Z');
    const { from, before } = dayRangeIn('2026-03-10', '2026-03-10');
    expect(from?.toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(before?.toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(login >= (from as Date) && login < (before as Date)).toBe(true);
    const next = dayRangeIn('2026-03-11', '2026-03-11');
    expect(login >= (next.from as Date)).toBe(false);
  });

  it('leaves an open side undefined', () => {
    expect(dayRangeIn(undefined, undefined)).toEqual({});
    expect(Object.keys(dayRangeIn('2026-01-01', undefined))).toEqual(['from']);
  });

  it('steps to the next day across months and years, and refuses a bad date', () => {
    expect(nextIsoDay('2024-02-28')).toBe('2024-02-29');
    expect(nextIsoDay('2026-12-31')).toBe('2027-01-01');
    expect(() => nextIsoDay('2026-02-30')).toThrow(RangeError);
    expect(() => startOfDayIn('ontem')).toThrow(RangeError);
  });
});
