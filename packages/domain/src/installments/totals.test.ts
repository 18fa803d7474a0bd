import { describe, expect, it } from 'vitest';
import { normalizeTotalDebit, totalToPay } from './totals';

describe('total debit', () => {
  it('defaults missing or bad fields to 0', () => {
    expect(normalizeTotalDebit(undefined)).toEqual({
      total_original_value: 0,
      total_adjusted_value: 0,
      total_additional_value: 0,
    });
    expect(
      normalizeTotalDebit({
        total_original_value: '12',
        total_adjusted_value: 1500.5,
        total_additional_value: -0.2,
      }),
    ).toEqual({ total_original_value: 0, total_adjusted_value: 1501, total_additional_value: 0 });
  });

  it('shows the adjusted total as original and corrected, and the additions', () => {
    expect(
      totalToPay({
        total_original_value: 100000,
        total_adjusted_value: 120000,
        total_additional_value: 20000,
      }),
    ).toEqual({ original: 120000, corrected: 120000, additions: 20000 });
    expect(totalToPay(null)).toEqual({ original: 0, corrected: 0, additions: 0 });
  });
});
