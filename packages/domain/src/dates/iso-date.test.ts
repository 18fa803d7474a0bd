import { describe, expect, it } from 'vitest';
import { daysInMonth, formatDateBr, isLeapYear, parseIsoDate, toIsoDate } from './iso-date';

describe('formatDateBr', () => {
  it.each([
    ['2024-03-01', '01/03/2024'],
    ['2024-02-29', '29/02/2024'],
    ['2000-01-01', '01/01/2000'],
    [' 2024-12-31 ', '31/12/2024'],
    // The written date part is kept: UTC midnight would be the previous day in São Paulo.
    ['2024-03-01T00:00:00.000Z', '01/03/2024'],
    ['2024-03-01T23:59:59-03:00', '01/03/2024'],
    ['2024-03-01 10:00:00', '01/03/2024'],
  ])('shows %j as %s', (iso, expected) => {
    expect(formatDateBr(iso)).toBe(expected);
  });

  it.each([
    '',
    null,
    undefined,
    42,
    'abc',
    '01/03/2024',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '2024-04-31',
    '2024-01-00',
    '2024-1-1',
    '2024-03-01X',
  ])('shows %j as a dash', (value) => {
    expect(formatDateBr(value)).toBe('-');
  });
});

describe('calendar helpers', () => {
  it.each([
    [2024, true],
    [2023, false],
    [1900, false],
    [2000, true],
  ])('knows %s leap year is %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2024, 4, 30],
    [2024, 12, 31],
  ])('gives the days of %s-%s', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it('round-trips a calendar date', () => {
    expect(parseIsoDate('0999-01-05')).toEqual({ year: 999, month: 1, day: 5 });
    expect(toIsoDate({ year: 999, month: 1, day: 5 })).toBe('0999-01-05');
  });
});
