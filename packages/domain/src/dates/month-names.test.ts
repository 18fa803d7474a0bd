import { describe, expect, it } from 'vitest';
import {
  capitalizedMonthName,
  monthName,
  monthNameOfIsoDate,
  monthOptions,
  monthYearLabel,
  monthYearOfIsoDate,
} from './month-names';

describe('month names', () => {
  it.each([
    [1, 'janeiro', 'Janeiro'],
    [3, 'março', 'Março'],
    [12, 'dezembro', 'Dezembro'],
    [0, '', ''],
    [13, '', ''],
    [1.5, '', ''],
    [Number.NaN, '', ''],
  ])('names month %s', (month, lower, capital) => {
    expect(monthName(month)).toBe(lower);
    expect(capitalizedMonthName(month)).toBe(capital);
  });

  it('names the month of an ISO date without time-zone shift', () => {
    expect(monthNameOfIsoDate('2024-03-01T00:00:00Z')).toBe('março');
    expect(monthNameOfIsoDate('2024-06-15', { capitalized: true })).toBe('Junho');
    expect(monthNameOfIsoDate('not a date')).toBe('');
  });

  it('offers the twelve months in order', () => {
    const options = monthOptions();
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({ value: 1, label: 'Janeiro' });
    expect(options[11]).toEqual({ value: 12, label: 'Dezembro' });
    expect(options.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});

describe('monthYearLabel', () => {
  it('labels a photo month as "Março de 2026", and a bad month or year as empty', () => {
    expect(monthYearLabel(2026, 3)).toBe('Março de 2026');
    expect(monthYearLabel(2025, 12)).toBe('Dezembro de 2025');
    expect(monthYearLabel(2026, 13)).toBe('');
    expect(monthYearLabel(Number.NaN, 3)).toBe('');
  });

  it('labels an ISO date by its month ("Previsão de entrega"), and a bad or missing one as empty', () => {
    expect(monthYearOfIsoDate('2027-12-28')).toBe('Dezembro de 2027');
    expect(monthYearOfIsoDate('2027-02-30')).toBe('');
    expect(monthYearOfIsoDate(null)).toBe('');
  });
});
