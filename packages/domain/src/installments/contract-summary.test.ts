import { describe, expect, it } from 'vitest';
import { type ContractSummaryRow, contractFirstDate, summarizeContract } from './contract-summary';

const NO_INTEREST = { monthlyRate: 0 };

function row(number: number, status: string, extra: Partial<ContractSummaryRow> = {}): ContractSummaryRow {
  const paid = status === 'paid';
  return {
    installment_number: number,
    due_date: `2026-${String(number).padStart(2, '0')}-10`,
    status,
    adjusted_value: 100_000,
    current_balance: paid ? 0 : 100_000,
    receipt_date: paid ? `2026-${String(number).padStart(2, '0')}-09` : null,
    receipt_value: paid ? 100_500 : null,
    ...extra,
  };
}

describe('summarizeContract', () => {
  it('counts paid and remaining, and names the next open installment by due date', () => {
    const rows = [row(1, 'paid'), row(2, 'paid'), row(12, 'payable'), row(11, 'payable')];
    expect(summarizeContract(rows, '2026-11-05', NO_INTEREST)).toEqual({
      next: { number: 11, dueDate: '2026-11-10', status: 'payable', amountCents: 100_000, pastDue: false },
      overdue: { count: 0, amountCents: 0, chargesCents: 0 },
      paid: { count: 2, amountCents: 201_000 },
      remaining: { count: 2, amountCents: 200_000, discountCents: 0, validFor: '2026-11-05' },
      count: 4,
    });
  });

  it('sums the overdue installments at their current balance, fine and interest included', () => {
    // 2 % fine + 1 % a month, as the server charges: 100.000 → 103.000 one month late.
    const rows = [
      row(9, 'due', { current_balance: 104_000 }),
      row(10, 'due', { current_balance: 103_000 }),
      row(11, 'payable'),
    ];
    const summary = summarizeContract(rows, '2026-11-05', NO_INTEREST);
    expect(summary.overdue).toEqual({ count: 2, amountCents: 207_000, chargesCents: 7_000 });
    expect(summary.next?.number).toBe(11);
    expect(summary.remaining).toEqual({
      count: 3,
      amountCents: 307_000,
      discountCents: 0,
      validFor: '2026-11-05',
    });
  });

  it('has no next installment once everything is paid', () => {
    const summary = summarizeContract([row(1, 'paid'), row(2, 'paid')], '2026-11-05', NO_INTEREST);
    expect(summary.next).toBeNull();
    expect(summary.remaining).toEqual({ count: 0, amountCents: 0, discountCents: 0, validFor: '2026-11-05' });
  });

  it('marks a next installment whose date went by while it is still payable in its month', () => {
    const rows = [row(11, 'payable'), row(12, 'payable')];
    expect(summarizeContract(rows, '2026-11-27', NO_INTEREST).next).toMatchObject({
      number: 11,
      pastDue: true,
    });
    expect(summarizeContract(rows, '2026-11-10', NO_INTEREST).next).toMatchObject({
      number: 11,
      pastDue: false,
    });
  });
});

describe('summarizeContract with a rate (product rule §8)', () => {
  it('gives the saldo devedor at present value, valid for today', () => {
    // Installment 12 (10/12/2026) is 13 days ahead of 27/11/2026: 100 000 / 1,01^(13/30) → 99 569,75 → 99 570.
    const rows = [row(10, 'due', { current_balance: 104_000 }), row(11, 'payable'), row(12, 'payable')];
    const summary = summarizeContract(rows, '2026-11-27', { monthlyRate: 0.01 });
    expect(summary.remaining).toEqual({
      count: 3,
      amountCents: 104_000 + 100_000 + 99_570,
      discountCents: 430,
      validFor: '2026-11-27',
    });
    expect(
      summarizeContract(rows, '2026-11-27', { monthlyRate: 0.01, prepaymentAllowed: false }).remaining,
    ).toMatchObject({ amountCents: 304_000, discountCents: 0 });
  });
});

describe('contractFirstDate', () => {
  it('is the earliest due or receipt date', () => {
    expect(contractFirstDate([row(3, 'payable'), row(2, 'paid')])).toBe('2026-02-09');
    expect(contractFirstDate([])).toBeNull();
  });
});
