import { describe, expect, it } from 'vitest';
import { statementTotals } from './statement-totals';

describe('statementTotals', () => {
  it('sums received and owed cents and counts paid and overdue installments', () => {
    expect(
      statementTotals([
        { status: 'paid', adjusted_value: 100_00, receipt_value: 100_00, current_balance: 0 },
        { status: 'paid', adjusted_value: 101_00, receipt_value: 101_50, current_balance: 0 },
        { status: 'due', adjusted_value: 100_00, receipt_value: null, current_balance: 105_00 },
        { status: 'payable', adjusted_value: 100_00, receipt_value: null, current_balance: 100_00 },
      ]),
    ).toEqual({
      paidCents: 201_50,
      owedCents: 205_00,
      openCents: 200_00,
      chargesCents: 5_00,
      paidCount: 2,
      overdueCount: 1,
      count: 4,
    });
  });

  it('owes exactly the open adjusted values plus the charges (the screen and the PDF agree)', () => {
    // The figures the statement showed apart: R$ 784.179,12 open, R$ 142,14 of charges, R$ 784.321,26 owed.
    const totals = statementTotals([
      { status: 'due', adjusted_value: 4_738_00, receipt_value: null, current_balance: 4_880_14 },
      { status: 'payable', adjusted_value: 779_441_12, receipt_value: null, current_balance: 779_441_12 },
    ]);
    expect(totals.openCents).toBe(784_179_12);
    expect(totals.chargesCents).toBe(142_14);
    expect(totals.owedCents).toBe(784_321_26);
  });

  it('is all zero for no installments', () => {
    expect(statementTotals([])).toEqual({
      paidCents: 0,
      owedCents: 0,
      openCents: 0,
      chargesCents: 0,
      paidCount: 0,
      overdueCount: 0,
      count: 0,
    });
  });
});
