import { describe, expect, it } from 'vitest';
import { EXAMPLE_SETTLEMENT } from '../prepayment/test/worked-examples';
import { statementTotals } from './statement-totals';

/** A contract without interest, read on 27/11/2026: the totals of before product rule §8. */
const NO_INTEREST = { monthlyRate: 0, today: '2026-11-27' };

describe('statementTotals', () => {
  it('sums received and owed cents and counts paid and overdue installments', () => {
    expect(
      statementTotals(
        [
          {
            status: 'paid',
            due_date: '2026-08-10',
            adjusted_value: 100_00,
            receipt_value: 100_00,
            current_balance: 0,
          },
          {
            status: 'paid',
            due_date: '2026-09-10',
            adjusted_value: 101_00,
            receipt_value: 101_50,
            current_balance: 0,
          },
          {
            status: 'due',
            due_date: '2026-10-10',
            adjusted_value: 100_00,
            receipt_value: null,
            current_balance: 105_00,
          },
          {
            status: 'payable',
            due_date: '2026-12-10',
            adjusted_value: 100_00,
            receipt_value: null,
            current_balance: 100_00,
          },
        ],
        NO_INTEREST,
      ),
    ).toEqual({
      paidCents: 201_50,
      owedCents: 205_00,
      openCents: 200_00,
      chargesCents: 5_00,
      discountCents: 0,
      overdue: { amountCents: 105_00, chargesCents: 5_00 },
      validFor: '2026-11-27',
      paidCount: 2,
      overdueCount: 1,
      count: 4,
    });
  });

  it('owes exactly the open adjusted values plus the charges (the screen and the PDF agree)', () => {
    // The figures the statement showed apart: R$ 784.179,12 open, R$ 142,14 of charges, R$ 784.321,26 owed.
    const totals = statementTotals(
      [
        {
          status: 'due',
          due_date: '2026-10-10',
          adjusted_value: 4_738_00,
          receipt_value: null,
          current_balance: 4_880_14,
        },
        {
          status: 'payable',
          due_date: '2026-11-10',
          adjusted_value: 779_441_12,
          receipt_value: null,
          current_balance: 779_441_12,
        },
      ],
      NO_INTEREST,
    );
    expect(totals.openCents).toBe(784_179_12);
    expect(totals.chargesCents).toBe(142_14);
    expect(totals.owedCents).toBe(784_321_26);
  });

  it('is all zero for no installments', () => {
    expect(statementTotals([], NO_INTEREST)).toEqual({
      paidCents: 0,
      owedCents: 0,
      openCents: 0,
      chargesCents: 0,
      discountCents: 0,
      overdue: { amountCents: 0, chargesCents: 0 },
      validFor: '2026-11-27',
      paidCount: 0,
      overdueCount: 0,
      count: 0,
    });
  });

  it("owes the saldo devedor at the contract's rate, and the lines still add up (worked example 3)", () => {
    const { rows, today, monthlyRate, totalCents, discountCents } = EXAMPLE_SETTLEMENT;
    const totals = statementTotals(
      rows.map((row) => ({ ...row, receipt_value: row.status === 'paid' ? row.adjusted_value : null })),
      { monthlyRate, today },
    );
    expect(totals).toEqual({
      paidCents: 1_000_00,
      owedCents: totalCents,
      openCents: 4_015_00,
      chargesCents: 40_00,
      discountCents,
      overdue: { amountCents: 1_040_00, chargesCents: 40_00 },
      validFor: today,
      paidCount: 1,
      overdueCount: 1,
      count: 5,
    });
    expect(totals.owedCents).toBe(totals.openCents + totals.chargesCents - totals.discountCents);
  });
});
