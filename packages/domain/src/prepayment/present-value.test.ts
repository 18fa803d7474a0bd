import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidMonthlyRate } from './contract-terms';
import { daysBetween, PREPAYMENT_MONTH_DAYS, presentValueCents } from './present-value';
import { EXAMPLE_LAST_THREE, EXAMPLE_ONE_MONTH } from './test/worked-examples';

/**
 * The present value computed another way: e^(−(days/30)·ln(1 + rate)) with `log1p`, not the `**`
 * of the code, in floating point; only used to check the rounded figure.
 */
function independentExact(valueCents: number, rate: number, days: number): number {
  return valueCents * Math.exp(-(days / 30) * Math.log1p(rate));
}

const cents = fc.integer({ min: 0, max: 10_000_000_000 }); // up to R$ 100 milhões
const rate = fc.double({ min: 0, max: 0.2, noNaN: true, noDefaultInfinity: true });
const days = fc.integer({ min: 0, max: 366 * 35 });

describe('presentValueCents', () => {
  it('matches an independent formula, rounded half up to the cent', () => {
    fc.assert(
      fc.property(cents, rate, days, (value, r, d) => {
        const exact = independentExact(value, r, d);
        const pv = presentValueCents(value, r, d);
        expect(Number.isInteger(pv)).toBe(true);
        // Never more than half a cent away from the exact figure…
        expect(Math.abs(pv - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
        // …and exactly the half-up rounding unless the exact figure sits on a half (float noise).
        const fraction = exact - Math.floor(exact);
        if (Math.abs(fraction - 0.5) > 1e-6) expect(pv).toBe(Math.floor(exact + 0.5));
      }),
      { numRuns: 2000 },
    );
  });

  it('never adds, and takes off more the longer ahead or the higher the rate', () => {
    fc.assert(
      fc.property(cents, rate, days, days, (value, r, d1, d2) => {
        const [near, far] = d1 <= d2 ? [d1, d2] : [d2, d1];
        expect(presentValueCents(value, r, near)).toBeLessThanOrEqual(value);
        expect(presentValueCents(value, r, far)).toBeLessThanOrEqual(presentValueCents(value, r, near));
        expect(presentValueCents(value, Math.min(r * 2, 0.99), near)).toBeLessThanOrEqual(
          presentValueCents(value, r, near),
        );
      }),
    );
  });

  it('is the value itself at rate 0 or zero days', () => {
    fc.assert(
      fc.property(cents, days, rate, (value, d, r) => {
        expect(presentValueCents(value, 0, d)).toBe(value);
        expect(presentValueCents(value, r, 0)).toBe(value);
      }),
    );
  });

  it('discounts one whole month by exactly 1 + rate (worked example 1)', () => {
    const { valueCents, monthlyRate, days: d, presentValueCents: expected } = EXAMPLE_ONE_MONTH;
    expect(d).toBe(PREPAYMENT_MONTH_DAYS);
    expect(presentValueCents(valueCents, monthlyRate, d)).toBe(expected);
    expect(990_10).toBe(Math.round(1_000_00 / 1.01));
  });

  it('takes a day of interest off one day ahead', () => {
    // R$ 1.000,00 at 1 % a.m., 1 day: 100000 / 1.01^(1/30) = 99966,84… → R$ 999,67.
    expect(presentValueCents(1_000_00, 0.01, 1)).toBe(999_67);
    // A cent stays a cent: 1 / 1.01^(1/30) = 0,9997 → 1.
    expect(presentValueCents(1, 0.01, 1)).toBe(1);
  });

  it('discounts 30 years ahead (360 months) without losing precision', () => {
    // R$ 1.000.000,00 at 1 % a.m. over 10 958 days (30 years with their 8 leap days): 365,27 months.
    const d = daysBetween('2026-11-27', '2056-11-27');
    expect(d).toBe(10_958);
    const pv = presentValueCents(100_000_000, 0.01, 10_958);
    expect(pv).toBe(Math.floor(independentExact(100_000_000, 0.01, 10_958) + 0.5));
    // Checked with 60-digit decimals: 2 639 649,13 cents.
    expect(pv).toBe(2_639_649);
  });

  it('rounds half up', () => {
    // 3 / 1,2 = 2,5 → 3 (half up, not half even); 1 / 1,2 = 0,83… → 1; 5 / 1,25 = 4.
    expect(presentValueCents(3, 0.2, 30)).toBe(3);
    expect(presentValueCents(1, 0.2, 30)).toBe(1);
    expect(presentValueCents(5, 0.25, 30)).toBe(4);
  });

  it('refuses arguments outside the rules with a RangeError', () => {
    expect(() => presentValueCents(-1, 0.01, 30)).toThrow(RangeError);
    expect(() => presentValueCents(1.5, 0.01, 30)).toThrow(RangeError);
    expect(() => presentValueCents(100, 1, 30)).toThrow(RangeError);
    expect(() => presentValueCents(100, -0.01, 30)).toThrow(RangeError);
    expect(() => presentValueCents(100, Number.NaN, 30)).toThrow(RangeError);
    expect(() => presentValueCents(100, 0.01, -1)).toThrow(RangeError);
    expect(() => presentValueCents(100, 0.01, 0.5)).toThrow(RangeError);
  });
});

describe('isValidMonthlyRate', () => {
  it('accepts 0 ≤ rate < 1 and nothing else', () => {
    expect([0, 0.01, 0.999].every(isValidMonthlyRate)).toBe(true);
    expect([1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, '0.01', null].some(isValidMonthlyRate)).toBe(
      false,
    );
  });
});

describe('daysBetween', () => {
  it('counts calendar days, leap days included', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-02-28', '2027-03-01')).toBe(1);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    for (const line of EXAMPLE_LAST_THREE.installments) {
      expect(daysBetween(EXAMPLE_LAST_THREE.paymentDate, line.dueDate)).toBe(line.days);
    }
  });

  it('is null for a date that does not exist', () => {
    expect(daysBetween('2027-02-29', '2027-03-01')).toBeNull();
    expect(daysBetween('2027-03-01', '27/11/2026')).toBeNull();
  });
});
