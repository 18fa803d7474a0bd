import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumberFromIso, isoFromDayNumber } from './calendar-days';
import { dateFromFactor, dueDateFactor } from './due-date-factor';

/**
 * Reference factors:
 * - FEBRABAN, "Manual Operacional do Fator de Vencimento da Cobrança Bancária", v01, 01.06.2012
 *   (table of examples: 03/07/2000 → 1000, 04/07/2000 → 1001, 27/04/2012 → 5316, 20/02/2025 → 9998,
 *   21/02/2025 → 9999 "limite");
 * - FEBRABAN rule in force from 22/02/2025 (restart at 1000), as reported e.g. by Convergência Digital /
 *   carmonatec.com.br ("a partir do dia seguinte, a contagem seja reiniciada no número 1000") and tested by
 *   BoletoNet/BoletoNetCore `BoletoNetCore.Testes/FatorVencimento.cs` (21/02/2025 → 9999, 22/02/2025 → 1000).
 * Each value was re-derived by hand: days since 1997-10-07 (2025-02-22 is day 10000 → 10000 − 9000 = 1000).
 */
const REFERENCE_FACTORS: ReadonlyArray<readonly [string, number]> = [
  ['2000-07-03', 1000],
  ['2000-07-04', 1001],
  ['2012-04-27', 5316],
  ['2025-02-20', 9998],
  ['2025-02-21', 9999],
  ['2025-02-22', 1000],
  ['2025-02-23', 1001],
  // BoletoNet/BoletoNetCore BancoBrasilCarteira11_019Tests.cs (due dates after the restart).
  ['2026-01-01', 1313],
  ['2026-01-02', 1314],
  ['2026-12-25', 1671],
  // BoletoPhp Bradesco example (16/06/2016, factor 6827 in its barcode).
  ['2016-06-16', 6827],
  // Arithmetic only: the second cycle ends 9000 days later, 2049-10-13 = 9999, 2049-10-14 = 1000.
  ['2049-10-13', 9999],
  ['2049-10-14', 1000],
];

describe('dueDateFactor', () => {
  it.each(REFERENCE_FACTORS)('%s → %i', (iso, factor) => {
    expect(dueDateFactor(iso)).toEqual({ ok: true, value: factor });
  });

  it.each([
    ['2000-07-02', 'due-date'],
    ['1997-10-07', 'due-date'],
    ['2025-02-30', 'due-date'],
    ['2025-13-01', 'due-date'],
    ['2025-00-10', 'due-date'],
    ['2025-2-1', 'due-date'],
    ['22/02/2025', 'due-date'],
    ['', 'due-date'],
  ])('refuses %j', (iso, code) => {
    const result = dueDateFactor(iso);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(/vencimento/);
    }
  });

  it('tells a date before the first factor apart from a malformed date', () => {
    expect(dueDateFactor('2000-07-02')).toMatchObject({
      error: { message: expect.stringContaining('03/07/2000') },
    });
    expect(dueDateFactor('2000-02-30')).toMatchObject({
      error: { message: expect.stringContaining('AAAA-MM-DD') },
    });
  });

  it('accepts 29 February only in leap years', () => {
    expect(dueDateFactor('2024-02-29').ok).toBe(true);
    expect(dueDateFactor('2100-02-29').ok).toBe(false);
    expect(dueDateFactor('2000-02-29').ok).toBe(false); // leap, but before the first factor
    expect(dueDateFactor('2400-02-29').ok).toBe(true);
  });

  it('goes up by one each day and wraps from 9999 to 1000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 11_141, max: 200_000 }), (day) => {
        const today = dueDateFactor(isoFromDayNumber(day));
        const tomorrow = dueDateFactor(isoFromDayNumber(day + 1));
        if (!today.ok || !tomorrow.ok) return false;
        return tomorrow.value === (today.value === 9999 ? 1000 : today.value + 1);
      }),
    );
  });
});

describe('dateFromFactor', () => {
  it.each(REFERENCE_FACTORS)('%s ← %i (reference = the date itself)', (iso, factor) => {
    expect(dateFromFactor(factor, iso)).toEqual({ ok: true, value: iso });
  });

  it('resolves an ambiguous factor to the cycle nearest the reference date', () => {
    expect(dateFromFactor(1000, '2010-01-01')).toEqual({ ok: true, value: '2000-07-03' });
    expect(dateFromFactor(1000, '2025-01-01')).toEqual({ ok: true, value: '2025-02-22' });
    expect(dateFromFactor(9999, '2025-03-01')).toEqual({ ok: true, value: '2025-02-21' });
    expect(dateFromFactor(1001, '1990-01-01')).toEqual({ ok: true, value: '2000-07-04' });
    expect(dateFromFactor(1671, '2026-11-22')).toEqual({ ok: true, value: '2026-12-25' });
  });

  it('sends an exact tie to the later date', () => {
    // Factor 1000 falls on 2000-07-03 and 2025-02-22, 9000 days apart; 4500 days after the first:
    const midpoint = isoFromDayNumber((dayNumberFromIso('2000-07-03') as number) + 4500);
    expect(dateFromFactor(1000, midpoint)).toEqual({ ok: true, value: '2025-02-22' });
  });

  it.each([
    [999, 'factor'],
    [10_000, 'factor'],
    [0, 'factor'],
    [1000.5, 'factor'],
    [Number.NaN, 'factor'],
  ])('refuses factor %d', (factor, code) => {
    expect(dateFromFactor(factor, '2025-01-01')).toMatchObject({ ok: false, error: { code } });
  });

  it('refuses a malformed reference date', () => {
    expect(dateFromFactor(1000, '2025-02-31')).toMatchObject({
      ok: false,
      error: { code: 'reference-date' },
    });
  });

  it('round-trips every date with a reference within 4499 days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11_141, max: 100_000 }),
        fc.integer({ min: -4499, max: 4499 }),
        (day, offset) => {
          const iso = isoFromDayNumber(day);
          const factor = dueDateFactor(iso);
          if (!factor.ok) return false;
          const back = dateFromFactor(factor.value, isoFromDayNumber(day + offset));
          return back.ok && back.value === iso;
        },
      ),
    );
  });
});

describe('calendar days', () => {
  it('matches known day numbers and inverts', () => {
    expect(dayNumberFromIso('1970-01-01')).toBe(0);
    expect(dayNumberFromIso('1997-10-07')).toBe(10_141);
    expect(isoFromDayNumber(-1)).toBe('1969-12-31');
    fc.assert(
      fc.property(fc.integer({ min: -700_000, max: 2_900_000 }), (day) => {
        return dayNumberFromIso(isoFromDayNumber(day)) === day;
      }),
    );
  });
});
