import { describe, expect, it } from 'vitest';
import { demoInstallments } from '../statement-fixtures';
import {
  hasDiscount,
  paymentDateLabel,
  paymentDateOptions,
  prepaymentExclusions,
  selectableIds,
  totalsOf,
  weekdayOf,
} from './prepayment-selection';
import type { PrepaymentLine } from './prepayment-types';

const line = (
  id: number,
  value: number,
  present: number,
  heldBy: PrepaymentLine['heldBy'] = null,
): PrepaymentLine => ({
  installmentId: id,
  installmentNumber: id,
  dueDate: '2027-01-10',
  valueCents: value,
  presentValueCents: present,
  discountCents: value - present,
  heldBy,
});

describe('the anticipation dialog’s choices (product rule §8)', () => {
  it('offers today and the next five days, across the end of a month and a leap day', () => {
    expect(paymentDateOptions('2028-02-26')).toEqual([
      '2028-02-26',
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
      '2028-03-02',
    ]);
    expect(paymentDateOptions('2026-12-30').at(-1)).toBe('2027-01-04');
  });

  it('names the weekday of a date without the browser’s time zone', () => {
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(weekdayOf('2026-11-29')).toBe(0);
  });

  it('labels the payment dates: today, tomorrow, then the weekday, each with the date', () => {
    const labels = paymentDateOptions('2026-11-27').map(paymentDateLabel);
    expect(labels).toEqual([
      'Hoje, 27/11/2026',
      'Amanhã, 28/11/2026',
      'Domingo, 29/11/2026',
      'Segunda-feira, 30/11/2026',
      'Terça-feira, 01/12/2026',
      'Quarta-feira, 02/12/2026',
    ]);
  });

  it('counts the overdue installments and those due by the payment date; paid ones are out', () => {
    // 20 paid, 21 and 22 overdue (09 and 10/2025), 23 due 10/11/2025, the rest later.
    const rows = demoInstallments(30, { paid: 20 });
    expect(prepaymentExclusions(rows, '2025-11-05')).toEqual({ overdueCount: 2, dueBeforeCount: 0 });
    expect(prepaymentExclusions(rows, '2025-11-10')).toEqual({ overdueCount: 2, dueBeforeCount: 1 });
  });

  it('sums the chosen lines as the server does and leaves held ones out', () => {
    const lines = [line(1, 100_000, 99_010), line(2, 100_000, 98_030), line(3, 100_000, 97_059, 'slip')];
    expect(selectableIds(lines)).toEqual([1, 2]);
    expect(totalsOf(lines, new Set([1, 2, 3]))).toEqual({
      count: 2,
      valueCents: 200_000,
      totalCents: 197_040,
      discountCents: 2_960,
    });
    expect(totalsOf(lines, new Set())).toEqual({ count: 0, valueCents: 0, totalCents: 0, discountCents: 0 });
  });

  it('tells a contract without rate by its zero discounts', () => {
    expect(hasDiscount([line(1, 100_000, 100_000), line(2, 50_000, 50_000)])).toBe(false);
    expect(hasDiscount([line(1, 100_000, 100_000), line(2, 50_000, 49_990)])).toBe(true);
  });
});
