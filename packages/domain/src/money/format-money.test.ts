import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyLabel, formatCentsNumber, formatMoney, roundCents } from './format-money';
import { parseMoney } from './parse-money';

describe('formatMoney', () => {
  it.each([
    [0, undefined, 'R$ 0,00'],
    [1, 'REAL', 'R$ 0,01'],
    [10, 'REAL', 'R$ 0,10'],
    [123456, 'REAL', 'R$ 1.234,56'],
    [-123456, 'REAL', '-R$ 1.234,56'],
    [100000000, null, 'R$ 1.000.000,00'],
    [99999, ' real ', 'R$ 999,99'],
    [123456, 'BRL', 'R$ 1.234,56'],
    [123456, '', 'R$ 1.234,56'],
    [123456, 'IGPM', 'IGPM 1.234,56'],
    [-50, ' INCC ', '-INCC 0,50'],
    [Number.MAX_SAFE_INTEGER, 'REAL', 'R$ 90.071.992.547.409,91'],
    [1e21, 'REAL', 'R$ 10.000.000.000.000.000.000,00'],
  ] as const)('formats %s cents in %s as %s', (cents, unit, expected) => {
    expect(formatMoney(cents, unit)).toBe(expected);
  });

  it('separates label and amount with a normal space, never a no-break space', () => {
    expect(formatMoney(123456)).not.toMatch(/[\u00a0\u202f]/);
  });

  it.each([
    [0.5, 1],
    [-0.5, -1],
    [1.4999, 1],
    [2.5, 3],
    [-2.5, -3],
    [-0.4, 0],
  ])('rounds %s cents half away from zero to %s', (cents, expected) => {
    expect(roundCents(cents)).toBe(expected);
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0.4)).toBe('R$ 0,00');
    expect(formatMoney(-0)).toBe('R$ 0,00');
  });

  it('shows a dash for amounts that are not numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('-');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'IGPM')).toBe('-');
    expect(formatCentsNumber(Number.NaN)).toBe('-');
  });

  it('formats without a label', () => {
    expect(formatCentsNumber(-123456789)).toBe('-1.234.567,89');
    expect(formatCentsNumber(5)).toBe('0,05');
  });

  it('chooses R$ only for the real', () => {
    expect(currencyLabel()).toBe('R$');
    expect(currencyLabel('R$')).toBe('R$');
    expect(currencyLabel('reais')).toBe('R$');
    expect(currencyLabel('CUB')).toBe('CUB');
  });

  it('round-trips every safe integer amount through parseMoney', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(undefined, 'REAL', 'IGPM', 'INCC'), (cents, unit) => {
        expect(parseMoney(formatMoney(cents, unit))).toEqual({ ok: true, cents });
        expect(parseMoney(formatCentsNumber(cents))).toEqual({ ok: true, cents });
      }),
    );
  });
});
