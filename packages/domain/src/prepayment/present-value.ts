import { dayNumberFromIso } from '../boleto/calendar-days';
import { isValidMonthlyRate } from './contract-terms';

/**
 * Present value of a future installment (product rule §8 "Pay ahead"; CDC art. 52 §2): its corrected
 * value discounted at the contract's monthly rate, pro rata by calendar days over 30-day months.
 *
 * Units, everywhere in `prepayment/`:
 * - money is integer cents;
 * - the rate is a **decimal fraction per month**: `0.01` is 1 % a.m., `0` a contract without interest
 *   (only the correction applies). Valid rates are `0 ≤ rate < 1`, the database's own check;
 * - days are whole calendar days from the payment date to the due date.
 */

/** The days of the month the rate is stated for: `PV = value / (1 + rate) ^ (days / 30)`. */
export const PREPAYMENT_MONTH_DAYS = 30;

/** True for an amount in cents the rules accept: a safe integer, zero or more. */
export function isValidCents(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isSafeInteger(cents) && cents >= 0;
}

/**
 * Whole calendar days from `from` to `to` (ISO `YYYY-MM-DD`; negative when `to` comes first), or null
 * when either is not a real date. Leap days count as any other day.
 */
export function daysBetween(from: string, to: string): number | null {
  const start = dayNumberFromIso(from);
  const end = dayNumberFromIso(to);
  return start === undefined || end === undefined ? null : end - start;
}

/**
 * The present value, in integer cents, of `valueCents` due `days` days from the payment date at
 * `monthlyRate` (decimal fraction per month): `valueCents / (1 + monthlyRate) ^ (days / 30)`, rounded
 * half up to the cent (values are never negative, so half up is half away from zero). Zero days or a
 * zero rate give the value itself. Throws a RangeError for arguments outside the rules (a programming
 * error: `quotePrepayment` and `settlementBalance` validate what they are given and refuse it typed).
 */
export function presentValueCents(valueCents: number, monthlyRate: number, days: number): number {
  if (!isValidCents(valueCents)) throw new RangeError(`valueCents must be a safe integer ≥ 0: ${valueCents}`);
  if (!isValidMonthlyRate(monthlyRate))
    throw new RangeError(`monthlyRate must be 0 ≤ rate < 1: ${monthlyRate}`);
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`days must be an integer ≥ 0: ${days}`);
  if (days === 0 || monthlyRate === 0 || valueCents === 0) return valueCents;
  const factor = (1 + monthlyRate) ** (days / PREPAYMENT_MONTH_DAYS);
  return Math.floor(valueCents / factor + 0.5);
}
