import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  installmentStatusBadge,
  installmentStatusLabel,
  installmentStatusTone,
  isKnownInstallmentStatus,
  isOpenStatus,
  isPayableStatus,
} from './status';

describe('installment status', () => {
  it.each([
    ['due', 'Vencido', 'danger'],
    ['payable', 'A pagar', 'warning'],
    ['paid', 'Pago', 'success'],
    [' PAID ', 'Pago', 'success'],
    ['in_negotiation', 'In negotiation', 'neutral'],
    ['renegociada', 'Renegociada', 'neutral'],
    ['partially-paid__x', 'Partially paid x', 'neutral'],
    ['', 'Desconhecido', 'neutral'],
    ['  ', 'Desconhecido', 'neutral'],
    ['___', 'Desconhecido', 'neutral'],
    [null, 'Desconhecido', 'neutral'],
    [undefined, 'Desconhecido', 'neutral'],
    [{}, 'Desconhecido', 'neutral'],
    [3, '3', 'neutral'],
    [true, 'True', 'neutral'],
    ['toString', 'ToString', 'neutral'],
  ])('shows %j as %s (%s)', (status, label, tone) => {
    expect(installmentStatusBadge(status)).toEqual({ label, tone });
    expect(installmentStatusLabel(status)).toBe(label);
    expect(installmentStatusTone(status)).toBe(tone);
  });

  it('recognises the known and payable statuses', () => {
    expect(isKnownInstallmentStatus('Due')).toBe(true);
    expect(isKnownInstallmentStatus('late')).toBe(false);
    expect(isPayableStatus('payable')).toBe(true);
    expect(isPayableStatus('paid')).toBe(false);
    expect(isPayableStatus(undefined)).toBe(false);
  });

  it('counts overdue and payable installments as open, paid and unknown ones not', () => {
    expect(isOpenStatus('payable')).toBe(true);
    expect(isOpenStatus(' Due ')).toBe(true);
    expect(isOpenStatus('paid')).toBe(false);
    expect(isOpenStatus('in_negotiation')).toBe(false);
    expect(isOpenStatus(null)).toBe(false);
  });

  it('never throws and always gives a non-empty label', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(installmentStatusLabel(value).length).toBeGreaterThan(0);
      }),
    );
  });
});
