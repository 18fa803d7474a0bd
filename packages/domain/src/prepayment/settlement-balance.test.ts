import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromDayNumber } from '../boleto/calendar-days';
import { contractTermsOf } from './contract-terms';
import { presentValueCents } from './present-value';
import { settlementBalance } from './settlement-balance';
import { EXAMPLE_SETTLEMENT } from './test/worked-examples';

describe('settlementBalance', () => {
  it('settles overdue with charges, due-now at value, future at present value (worked example 3)', () => {
    const { rows, today, monthlyRate, totalCents, discountCents, presentValues } = EXAMPLE_SETTLEMENT;
    expect(settlementBalance(rows, { monthlyRate, today })).toEqual({
      validFor: today,
      totalCents,
      overdueCents: 1_040_00,
      chargesCents: 40_00,
      dueNowCents: 1_005_00,
      futureCents: 2_010_00,
      presentCents: presentValues[0] + presentValues[1],
      discountCents,
      openCount: 4,
    });
  });

  it('takes nothing off when prepayment is not allowed, the rate is 0 or invalid', () => {
    const { rows, today } = EXAMPLE_SETTLEMENT;
    const face = 1_040_00 + 3 * 1_005_00;
    expect(settlementBalance(rows, { monthlyRate: 0.01, prepaymentAllowed: false, today }).totalCents).toBe(
      face,
    );
    expect(settlementBalance(rows, { monthlyRate: 0, today }).totalCents).toBe(face);
    expect(settlementBalance(rows, { monthlyRate: Number.NaN, today }).totalCents).toBe(face);
    expect(settlementBalance(rows, { monthlyRate: 1.5, today }).discountCents).toBe(0);
  });

  it('is zero for a settled contract or none', () => {
    expect(settlementBalance([], { monthlyRate: 0.01, today: '2026-11-27' })).toMatchObject({
      totalCents: 0,
      discountCents: 0,
      openCount: 0,
      validFor: '2026-11-27',
    });
  });

  it('counts an open installment without a readable due date at its value', () => {
    const row = { status: 'payable', due_date: '', adjusted_value: 10_00, current_balance: 10_00 };
    expect(settlementBalance([row], { monthlyRate: 0.01, today: '2026-11-27' }).dueNowCents).toBe(10_00);
  });

  it('adds up: total = overdue + due now + present, present = Σ PV of the future rows', () => {
    const today = 20_784; // 2026-11-27
    const row = fc.record({
      status: fc.constantFrom('paid', 'due', 'payable'),
      offset: fc.integer({ min: -400, max: 400 * 30 }),
      value: fc.integer({ min: 1, max: 50_000_000 }),
      charges: fc.integer({ min: 0, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 60 }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        (specs, rate) => {
          const rows = specs.map((s) => ({
            status: s.status,
            due_date: isoFromDayNumber(today + s.offset),
            adjusted_value: s.value,
            current_balance: s.status === 'paid' ? 0 : s.status === 'due' ? s.value + s.charges : s.value,
          }));
          const balance = settlementBalance(rows, { monthlyRate: rate, today: isoFromDayNumber(today) });
          let present = 0;
          for (const s of specs) {
            if (s.status === 'payable' && s.offset > 0) present += presentValueCents(s.value, rate, s.offset);
          }
          expect(balance.presentCents).toBe(present);
          expect(balance.totalCents).toBe(balance.overdueCents + balance.dueNowCents + balance.presentCents);
          expect(balance.discountCents).toBe(balance.futureCents - balance.presentCents);
          expect(balance.discountCents).toBeGreaterThanOrEqual(0);
          expect(balance.openCount).toBe(specs.filter((s) => s.status !== 'paid').length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reads the terms of an answer, defaulting to no interest and prepayment allowed', () => {
    expect(contractTermsOf({ interest_monthly_rate: 0.01, prepayment_allowed: false })).toEqual({
      monthlyRate: 0.01,
      prepaymentAllowed: false,
    });
    expect(contractTermsOf({})).toEqual({ monthlyRate: 0, prepaymentAllowed: true });
    expect(contractTermsOf(undefined)).toEqual({ monthlyRate: 0, prepaymentAllowed: true });
    expect(contractTermsOf({ interest_monthly_rate: 2, prepayment_allowed: null })).toEqual({
      monthlyRate: 0,
      prepaymentAllowed: true,
    });
  });
});
