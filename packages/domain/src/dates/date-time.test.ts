import { describe, expect, it } from 'vitest';
import { formatDateTimeBr } from './date-time';

describe('formatDateTimeBr', () => {
  it.each([
    // São Paulo is UTC-3 (no daylight saving since 2019).
    ['2024-03-01T13:05:00Z', '01/03/2024 10:05'],
    ['2024-03-01T13:05:00.123Z', '01/03/2024 10:05'],
    ['2024-03-01T10:05-03:00', '01/03/2024 10:05'],
    // Just after midnight UTC is still the previous evening in São Paulo.
    ['2024-03-01T00:30:00Z', '29/02/2024 21:30'],
    ['2024-12-31T23:59:00-03:00', '31/12/2024 23:59'],
    ['2024-06-15T00:00:00+00:00', '14/06/2024 21:00'],
    [' 2024-03-01T15:00:00Z ', '01/03/2024 12:00'],
  ])('shows %j as %s in São Paulo', (iso, expected) => {
    expect(formatDateTimeBr(iso)).toBe(expected);
  });

  it('uses the 24-hour clock, never 24:xx at midnight', () => {
    expect(formatDateTimeBr('2024-03-01T03:00:00Z')).toBe('01/03/2024 00:00');
  });

  it('honours another time zone', () => {
    expect(formatDateTimeBr('2024-03-01T13:05:00Z', 'UTC')).toBe('01/03/2024 13:05');
  });

  it.each([
    '',
    null,
    undefined,
    1709298300000,
    '2024-03-01',
    '2024-03-01T13:05:00',
    '01/03/2024 10:05',
    '2024-13-01T10:00:00Z',
    '2024-02-30T10:00:00Z',
    '2024-03-01T25:00:00Z',
    'abc',
  ])('shows - for %j', (value) => {
    expect(formatDateTimeBr(value)).toBe('-');
  });

  it('throws for an unknown time zone', () => {
    expect(() => formatDateTimeBr('2024-03-01T13:05:00Z', 'Mars/Base')).toThrow(RangeError);
  });
});
