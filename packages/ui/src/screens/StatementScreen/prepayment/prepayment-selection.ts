import { formatDateBr, nextIsoDay } from '@portal/domain';
import { prepaymentMessages as text } from '../../../messages/pt-BR-prepayment';
import type { InstallmentRow } from '../statement-types';
import type { PrepaymentLine, PrepaymentTotals } from './prepayment-types';

/** Days after today the customer may choose to pay on (product rule §8 "Pay ahead": today to +5). */
export const PREPAYMENT_DATE_SPAN_DAYS = 5;

/** The payment dates offered: today and the next five calendar days, ISO. */
export function paymentDateOptions(today: string): string[] {
  const dates = [today];
  for (let day = 0; day < PREPAYMENT_DATE_SPAN_DAYS; day += 1)
    dates.push(nextIsoDay(dates[dates.length - 1] ?? today));
  return dates;
}

/** Day of the week of an ISO date, 0 = Sunday (calendar arithmetic, no time zone involved). */
export function weekdayOf(iso: string): number {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)).getUTCDay();
}

/**
 * The label of the payment date at `index` of {@link paymentDateOptions}, as the customer's dialog and
 * the staff's simulation write it: 'Hoje, 27/11/2026', 'Amanhã, 28/11/2026', 'Domingo, 29/11/2026'.
 */
export function paymentDateLabel(iso: string, index: number): string {
  const date = formatDateBr(iso);
  if (index === 0) return text.today(date);
  if (index === 1) return text.tomorrow(date);
  return text.weekdayDate(text.weekdays[weekdayOf(iso)] ?? '', date);
}

/** What the anticipation leaves out of a statement on a payment date, and says so. */
export interface PrepaymentExclusions {
  /** Overdue installments: paid by their own slip with fine and interest, never anticipated. */
  overdueCount: number;
  /** Open, not overdue, due on or before the payment date: paid by their own slip. */
  dueBeforeCount: number;
}

/** Counts the statement's open installments the anticipation leaves out on `paymentDate` (paid ones are out). */
export function prepaymentExclusions(
  rows: readonly InstallmentRow[],
  paymentDate: string,
): PrepaymentExclusions {
  let overdueCount = 0;
  let dueBeforeCount = 0;
  for (const row of rows) {
    const status = row.status.trim().toLowerCase();
    if (status === 'due') overdueCount += 1;
    else if (status === 'payable' && row.due_date <= paymentDate) dueBeforeCount += 1;
  }
  return { overdueCount, dueBeforeCount };
}

/** Ids of the lines that can be chosen (not held by an anticipation in progress). */
export function selectableIds(lines: readonly PrepaymentLine[]): number[] {
  return lines.filter((line) => line.heldBy === null).map((line) => line.installmentId);
}

/**
 * The sums of the chosen lines as the server sums them (product rule §8: each line rounded first, then
 * summed), so the screen's total is the slip's.
 */
export function totalsOf(lines: readonly PrepaymentLine[], chosen: ReadonlySet<number>): PrepaymentTotals {
  let count = 0;
  let valueCents = 0;
  let totalCents = 0;
  for (const line of lines) {
    if (!chosen.has(line.installmentId) || line.heldBy !== null) continue;
    count += 1;
    valueCents += line.valueCents;
    totalCents += line.presentValueCents;
  }
  return { count, valueCents, totalCents, discountCents: valueCents - totalCents };
}

/**
 * True when paying ahead takes something off: a contract without rate (0 % a.m.) has every discount at
 * zero, and the dialog explains that instead of showing a column of zeros.
 */
export function hasDiscount(lines: readonly PrepaymentLine[]): boolean {
  return lines.some((line) => line.discountCents > 0);
}
