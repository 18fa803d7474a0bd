import { dayNumberFromIso } from '../boleto/calendar-days';
import { PREPAYMENT_MESSAGES } from '../messages/pt-BR';
import { isValidMonthlyRate } from './contract-terms';
import type {
  PrepaymentQuoteLine,
  PrepaymentQuoteResult,
  PrepaymentRefusal,
  PrepaymentRefusalCode,
  PrepaymentRequest,
} from './prepayment-types';
import { daysBetween, isValidCents, presentValueCents } from './present-value';

function refuse<Id extends string | number>(
  code: PrepaymentRefusalCode,
  message: string,
  installmentIds: readonly Id[] = [],
): { readonly ok: false; readonly refusal: PrepaymentRefusal<Id> } {
  return { ok: false, refusal: { code, message, installmentIds } };
}

/**
 * Quotes paying installments ahead on `paymentDate` (product rule §8 "Pay ahead"): each at its present
 * value `value / (1 + rate) ^ (days / 30)`, rounded half up to the cent, then summed. Refuses the whole
 * request — typed, never thrown — when the rate, the date or an installment is invalid, an installment
 * is given twice, or any installment is due on or before the payment date (those are named).
 */
export function quotePrepayment<Id extends string | number>(
  request: PrepaymentRequest<Id>,
): PrepaymentQuoteResult<Id> {
  const { installments, monthlyRate, paymentDate } = request;
  if (!isValidMonthlyRate(monthlyRate)) return refuse('invalid-rate', PREPAYMENT_MESSAGES.invalidRate);
  if (dayNumberFromIso(paymentDate) === undefined) {
    return refuse('invalid-payment-date', PREPAYMENT_MESSAGES.invalidPaymentDate);
  }
  if (installments.length === 0) return refuse('no-installments', PREPAYMENT_MESSAGES.noInstallments);

  const seen = new Set<Id>();
  const repeated: Id[] = [];
  const invalid: Id[] = [];
  const notFuture: Id[] = [];
  const lines: PrepaymentQuoteLine<Id>[] = [];
  for (const item of installments) {
    if (seen.has(item.id)) repeated.push(item.id);
    seen.add(item.id);
    const days = daysBetween(paymentDate, item.dueDate);
    if (days === null || !isValidCents(item.valueCents) || item.valueCents === 0) {
      invalid.push(item.id);
      continue;
    }
    if (days <= 0) {
      notFuture.push(item.id);
      continue;
    }
    const present = presentValueCents(item.valueCents, monthlyRate, days);
    lines.push({
      id: item.id,
      dueDate: item.dueDate,
      days,
      valueCents: item.valueCents,
      presentValueCents: present,
      discountCents: item.valueCents - present,
    });
  }
  if (invalid.length > 0)
    return refuse('invalid-installment', PREPAYMENT_MESSAGES.invalidInstallment, invalid);
  if (repeated.length > 0) {
    return refuse('repeated-installment', PREPAYMENT_MESSAGES.repeatedInstallment, repeated);
  }
  if (notFuture.length > 0) return refuse('not-future', PREPAYMENT_MESSAGES.notFuture, notFuture);

  let valueCents = 0;
  let totalCents = 0;
  for (const line of lines) {
    valueCents += line.valueCents;
    totalCents += line.presentValueCents;
  }
  return {
    ok: true,
    quote: {
      paymentDate,
      monthlyRate,
      installments: lines,
      valueCents,
      totalCents,
      discountCents: valueCents - totalCents,
    },
  };
}
