import { describe, expect, it } from 'vitest';
import { owedAtYearEnd, paidInYear, paidUntilYearEnd, totalReceived, yearEnd } from './year-summary';

describe('income-tax year summary', () => {
  it('names the last day of the year', () => {
    expect(yearEnd(2025)).toBe('2025-12-31');
  });

  it('places a payment in the calendar year it was received, both ends included', () => {
    expect(paidInYear('2025-01-01', 2025)).toBe(true);
    expect(paidInYear('2025-12-31', 2025)).toBe(true);
    expect(paidInYear('2024-12-31', 2025)).toBe(false);
    expect(paidInYear('2026-01-01', 2025)).toBe(false);
    expect(paidInYear(null, 2025)).toBe(false);
  });

  it('totals what was received, unpaid rows counting nothing', () => {
    expect(totalReceived([{ receiptCents: 1_000 }, { receiptCents: null }, { receiptCents: 250 }])).toBe(
      1_250,
    );
  });

  it('owes on 31 December what was unpaid then, at the adjusted value', () => {
    const rows = [
      { adjustedCents: 1_000, receiptDate: '2025-03-10', receiptCents: 1_000 },
      { adjustedCents: 1_100, receiptDate: '2026-01-05', receiptCents: 1_100 },
      { adjustedCents: 1_200, receiptDate: null, receiptCents: null },
    ];
    expect(owedAtYearEnd(rows, 2025)).toBe(2_300);
    expect(owedAtYearEnd(rows, 2026)).toBe(1_200);
  });

  it('sums what was paid up to 31 December: the situação em 31/12 of the return', () => {
    const rows = [
      { receiptDate: '2024-12-31', receiptCents: 900 },
      { receiptDate: '2025-03-10', receiptCents: 1_000 },
      { receiptDate: '2026-01-05', receiptCents: 1_100 },
      { receiptDate: null, receiptCents: null },
    ];
    expect(paidUntilYearEnd(rows, 2024)).toBe(900);
    expect(paidUntilYearEnd(rows, 2025)).toBe(1_900);
    expect(paidUntilYearEnd(rows, 2023)).toBe(0);
  });
});
