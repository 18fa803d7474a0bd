import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_MESSAGES } from '../messages/pt-BR';
import { addYears, calendarDateAt, financialSummaryWindow, todayIso } from './calendar';

describe('todayIso', () => {
  it('reads today in São Paulo, not in UTC', () => {
    // 02:00 UTC on 1 March is still 29 February, 23:00, in São Paulo (UTC-3).
    const now = new Date('2024-03-01T02:00:00Z');
    expect(todayIso(now)).toBe('2024-02-29');
    expect(todayIso(now, 'UTC')).toBe('2024-03-01');
    expect(calendarDateAt(new Date('2026-11-22T12:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('rejects an invalid now', () => {
    expect(() => todayIso(new Date(Number.NaN))).toThrow(DATE_MESSAGES.invalidNow);
  });
});

describe('addYears', () => {
  it.each([
    ['2024-05-10', 10, '2034-05-10'],
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-01-31', -24, '2000-01-31'],
  ])('adds to %s %s years', (iso, years, expected) => {
    expect(addYears(iso, years)).toBe(expected);
  });

  it('rejects bad input with Portuguese messages', () => {
    expect(() => addYears('31/01/2024', 1)).toThrow(DATE_MESSAGES.invalidIsoDate);
    expect(() => addYears('2024-01-31', 1.5)).toThrow(DATE_MESSAGES.invalidYears);
  });
});

describe('financialSummaryWindow', () => {
  it('runs from 2000-01-01 to today plus ten years', () => {
    expect(financialSummaryWindow(new Date('2026-01-01T01:00:00Z'))).toEqual({
      startDueDate: '2000-01-01',
      endDueDate: '2035-12-31',
    });
  });
});

describe('calendarDateAt through Temporal (browsers that have it)', () => {
  const zones = [
    'America/Sao_Paulo',
    'UTC',
    'America/Noronha',
    'America/New_York',
    'Europe/Lisbon',
    'Asia/Kathmandu',
    'Pacific/Kiritimati',
    'Australia/Lord_Howe',
  ];
  // Every 7 h 37 min across São Paulo's last two summer-time changes (2018–2019) and around today.
  const instants = [Date.UTC(2018, 9, 1), Date.UTC(2026, 0, 1)].flatMap((start) =>
    Array.from({ length: 1_200 }, (_, step) => new Date(start + step * 457 * 60_000)),
  );
  const withoutTemporal = zones.map((zone) => instants.map((now) => calendarDateAt(now, zone)));

  beforeAll(() => {
    (globalThis as { Temporal?: unknown }).Temporal = Temporal;
  });
  afterAll(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
  });

  it('gives the same calendar date as Intl in every zone, summer time included', () => {
    const withTemporal = zones.map((zone) => instants.map((now) => calendarDateAt(now, zone)));
    expect(withTemporal).toEqual(withoutTemporal);
    expect(calendarDateAt(new Date('2026-11-23T02:59:59Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateAt(new Date('2026-11-23T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23 });
  });

  it('still rejects an unknown time zone and an invalid now', () => {
    expect(() => calendarDateAt(new Date(), 'America/Atlantida')).toThrow(RangeError);
    expect(() => calendarDateAt(new Date(Number.NaN))).toThrow(RangeError);
  });
});
