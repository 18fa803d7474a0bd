import { describe, expect, it } from 'vitest';
import { dateRangeProblem, EMPTY_DATE_RANGE, isDateRangeEmpty, toIsoSide } from './date-range';

describe('dateRangeProblem', () => {
  it.each([
    [EMPTY_DATE_RANGE, null],
    [{ start: '2024-01-01', end: '2024-01-31' }, null],
    [{ start: '2024-01-01', end: '2024-01-01' }, null],
    [{ start: '2024-02-01', end: '2024-01-31' }, 'reversed'],
    [{ start: '2024-01-01', end: null }, 'incomplete'],
    [{ start: null, end: '2024-01-31' }, 'incomplete'],
    [{ start: '2023-02-29', end: '2024-01-31' }, 'incomplete'],
  ])('%j → %s', (range, expected) => {
    expect(dateRangeProblem(range)).toBe(expected);
  });
});

describe('isDateRangeEmpty', () => {
  it('is true only when both sides are empty', () => {
    expect(isDateRangeEmpty(EMPTY_DATE_RANGE)).toBe(true);
    expect(isDateRangeEmpty({ start: '2024-01-01', end: null })).toBe(false);
  });
});

describe('toIsoSide', () => {
  it('reads a real ISO date as the same calendar day', () => {
    expect(toIsoSide('2024-02-29')).toBe('2024-02-29');
  });

  it.each([null, '', '2024-02-30', '2023-02-29', '2024-13-01', '05/03/2024'])("%j → ''", (iso) => {
    expect(toIsoSide(iso)).toBe('');
  });
});
