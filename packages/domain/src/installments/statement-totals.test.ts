import { describe, expect, it } from 'vitest';
import { statementTotals } from './statement-totals';

describe('statementTotals', () => {
  it('sums received and owed cents and counts paid and overdue installments', () => {
    expect(
      statementTotals([
        { status: 'paid', receipt_value: 100_00, current_balance: 0 },
        { status: 'paid', receipt_value: 101_50, current_balance: 0 },
        { status: 'due', receipt_value: null, current_balance: 105_00 },
        { status: 'payable', receipt_value: null, current_balance: 100_00 },
      ]),
    ).toEqual({ paidCents: 201_50, owedCents: 205_00, paidCount: 2, overdueCount: 1, count: 4 });
  });

  it('is all zero for no installments', () => {
    expect(statementTotals([])).toEqual({
      paidCents: 0,
      owedCents: 0,
      paidCount: 0,
      overdueCount: 0,
      count: 0,
    });
  });
});
