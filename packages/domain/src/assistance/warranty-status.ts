import { dayNumberFromIso, isoFromDayNumber } from '../boleto/calendar-days';
import { daysInMonth, parseIsoDate, toIsoDate } from '../dates/iso-date';
import { ASSISTANCE_MESSAGES } from './assistance-messages';
import type { WarrantyPeriod, WarrantySystem } from './warranty-table';

/**
 * The last day of a warranty that starts on `handoverDate` (product rule §9), counted as the Civil Code
 * counts periods (Lei 10.406/2002, art. 132): the day of the start is left out and the last day is in;
 * a period of months or years ends on the day of the same number, or on the next day when that month
 * has no such day (29 February + 1 year → 1 March; 31 January + 1 month → 1 March).
 * Throws a RangeError for an invalid date or period: the callers check both first.
 */
export function warrantyUntil(handoverDate: string, period: WarrantyPeriod): string {
  const start = parseIsoDate(handoverDate);
  if (!start) throw new RangeError(ASSISTANCE_MESSAGES.invalidHandoverDate);
  if (!Number.isInteger(period.count) || period.count < 0)
    throw new RangeError(ASSISTANCE_MESSAGES.invalidPeriod);
  if (period.unit === 'day') {
    // The Date-free day count of the slips: the date parseIsoDate accepted, in its plain form, has a number.
    return isoFromDayNumber((dayNumberFromIso(toIsoDate(start)) as number) + period.count);
  }
  const months = period.unit === 'year' ? period.count * 12 : period.count;
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (start.day <= daysInMonth(year, month)) return toIsoDate({ year, month, day: start.day });
  // No day of that number in the month: the period ends on the next day, the 1st of the month after.
  return month === 12
    ? toIsoDate({ year: year + 1, month: 1, day: 1 })
    : toIsoDate({ year, month: month + 1, day: 1 });
}

/** Whether a system is still within its warranty on `today`, and its last day. */
export interface WarrantyStatus {
  readonly within: boolean;
  /** The last day of the warranty (ISO `YYYY-MM-DD`), inclusive. */
  readonly until: string;
}

/**
 * Whether `system` of a unit handed over on `handoverDate` is within its warranty on `today` (São Paulo
 * date, ISO): within up to and including the last day {@link warrantyUntil} gives. `system` is a key of
 * `table`; an unknown key, or an invalid date, gives null (the caller answers "sistema desconhecido").
 */
export function warrantyStatus(
  system: string,
  handoverDate: string,
  today: string,
  table: readonly WarrantySystem[],
): WarrantyStatus | null {
  const row = table.find((entry) => entry.key === system);
  if (!row || !parseIsoDate(handoverDate) || !parseIsoDate(today)) return null;
  const until = warrantyUntil(handoverDate, row);
  return { within: today <= until, until };
}
