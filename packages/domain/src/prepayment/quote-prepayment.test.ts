import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromDayNumber } from '../boleto/calendar-days';
import { PREPAYMENT_MESSAGES } from '../messages/pt-BR';
import { presentValueCents } from './present-value';
import { quotePrepayment } from './quote-prepayment';
import { EXAMPLE_LAST_THREE, EXAMPLE_ONE_MONTH } from './test/worked-examples';

// 2026-11-27 as a day number (days since 1970-01-01).
const PAYMENT_DAY = 20_784;
const PAYMENT_DATE = isoFromDayNumber(PAYMENT_DAY);

describe('quotePrepayment', () => {
  it('quotes the last three installments across a leap day (worked example 2)', () => {
    const { monthlyRate, paymentDate, installments, totalCents, discountCents } = EXAMPLE_LAST_THREE;
    const result = quotePrepayment({
      monthlyRate,
      paymentDate,
      installments: installments.map(({ id, dueDate, valueCents }) => ({ id, dueDate, valueCents })),
    });
    expect(result).toEqual({
      ok: true,
      quote: {
        paymentDate,
        monthlyRate,
        installments: installments.map((line) => ({
          ...line,
          discountCents: line.valueCents - line.presentValueCents,
        })),
        valueCents: 4_500_00,
        totalCents,
        discountCents,
      },
    });
  });

  it('quotes one installment a month ahead (worked example 1)', () => {
    const { valueCents, monthlyRate, paymentDate, dueDate, presentValueCents: pv } = EXAMPLE_ONE_MONTH;
    const result = quotePrepayment({
      monthlyRate,
      paymentDate,
      installments: [{ id: 'a', dueDate, valueCents }],
    });
    expect(result.ok && result.quote.totalCents).toBe(pv);
    expect(result.ok && result.quote.discountCents).toBe(9_90);
  });

  it('rounds each installment, then sums (properties)', () => {
    const item = fc.record({
      offset: fc.integer({ min: 1, max: 366 * 30 }),
      valueCents: fc.integer({ min: 1, max: 100_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 40 }),
        fc.double({ min: 0, max: 0.05, noNaN: true }),
        (items, rate) => {
          const installments = items.map((x, i) => ({
            id: i,
            dueDate: isoFromDayNumber(PAYMENT_DAY + x.offset),
            valueCents: x.valueCents,
          }));
          const result = quotePrepayment({ installments, monthlyRate: rate, paymentDate: PAYMENT_DATE });
          if (!result.ok) throw new Error(result.refusal.message);
          const { quote } = result;
          let total = 0;
          items.forEach((x, i) => {
            const line = quote.installments[i];
            expect(line?.id).toBe(i);
            expect(line?.days).toBe(x.offset);
            expect(line?.presentValueCents).toBe(presentValueCents(x.valueCents, rate, x.offset));
            total += line?.presentValueCents ?? 0;
          });
          expect(quote.totalCents).toBe(total);
          expect(quote.discountCents).toBe(quote.valueCents - quote.totalCents);
          expect(quote.discountCents).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes nothing off at rate 0', () => {
    const result = quotePrepayment({
      monthlyRate: 0,
      paymentDate: PAYMENT_DATE,
      installments: [{ id: 1, dueDate: '2056-11-27', valueCents: 1_234_56 }],
    });
    expect(result.ok && result.quote).toMatchObject({ totalCents: 1_234_56, discountCents: 0 });
  });

  it('refuses installments due on or before the payment date, naming them', () => {
    const result = quotePrepayment({
      monthlyRate: 0.01,
      paymentDate: '2026-11-27',
      installments: [
        { id: 'overdue', dueDate: '2026-10-10', valueCents: 100_00 },
        { id: 'today', dueDate: '2026-11-27', valueCents: 100_00 },
        { id: 'tomorrow', dueDate: '2026-11-28', valueCents: 100_00 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      refusal: {
        code: 'not-future',
        message: PREPAYMENT_MESSAGES.notFuture,
        installmentIds: ['overdue', 'today'],
      },
    });
  });

  it('refuses a bad rate, date, empty list, invalid or repeated installment', () => {
    const one = [{ id: 1, dueDate: '2027-01-10', valueCents: 100_00 }];
    const code = (r: ReturnType<typeof quotePrepayment>) => (r.ok ? 'ok' : r.refusal.code);
    expect(code(quotePrepayment({ monthlyRate: 1, paymentDate: PAYMENT_DATE, installments: one }))).toBe(
      'invalid-rate',
    );
    expect(code(quotePrepayment({ monthlyRate: 1 / 0, paymentDate: PAYMENT_DATE, installments: one }))).toBe(
      'invalid-rate',
    );
    expect(code(quotePrepayment({ monthlyRate: 0.01, paymentDate: '27/11/2026', installments: one }))).toBe(
      'invalid-payment-date',
    );
    expect(code(quotePrepayment({ monthlyRate: 0.01, paymentDate: PAYMENT_DATE, installments: [] }))).toBe(
      'no-installments',
    );
    for (const bad of [
      { id: 1, dueDate: '2027-02-29', valueCents: 100_00 },
      { id: 1, dueDate: '2027-01-10', valueCents: 0 },
      { id: 1, dueDate: '2027-01-10', valueCents: 10.5 },
      { id: 1, dueDate: '2027-01-10', valueCents: -1 },
    ]) {
      const result = quotePrepayment({ monthlyRate: 0.01, paymentDate: PAYMENT_DATE, installments: [bad] });
      expect(result).toEqual({
        ok: false,
        refusal: {
          code: 'invalid-installment',
          message: PREPAYMENT_MESSAGES.invalidInstallment,
          installmentIds: [1],
        },
      });
    }
    expect(
      quotePrepayment({ monthlyRate: 0.01, paymentDate: PAYMENT_DATE, installments: [...one, ...one] }),
    ).toEqual({
      ok: false,
      refusal: {
        code: 'repeated-installment',
        message: PREPAYMENT_MESSAGES.repeatedInstallment,
        installmentIds: [1],
      },
    });
  });

  it('quotes the last installment of a 30-year contract', () => {
    const result = quotePrepayment({
      monthlyRate: 0.01,
      paymentDate: '2026-11-27',
      // 2 000,00 / 1,01^(10 941/30) = 53,0914… (60-digit decimals) → R$ 53,09.
      installments: [{ id: 360, dueDate: '2056-11-10', valueCents: 2_000_00 }],
    });
    expect(result.ok && result.quote.installments[0]).toMatchObject({
      days: 10_941,
      presentValueCents: 5_309,
    });
  });
});
