import { DATE_MESSAGES } from '../messages/pt-BR';
import { type CalendarDate, daysInMonth, parseIsoDate, toIsoDate } from './iso-date';

/** The time zone of the company's customers; every "today" of the portal is read in it. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

// Creating an Intl.DateTimeFormat is costly; one per time zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The part of the TC39 `Temporal` API read here (Chromium, Firefox; not every browser has it yet). */
interface TemporalApi {
  Instant: {
    fromEpochMilliseconds(milliseconds: number): {
      toZonedDateTimeISO(timeZone: string): CalendarDate;
    };
  };
}

const temporalApi = (): TemporalApi | undefined => (globalThis as { Temporal?: TemporalApi }).Temporal;

/**
 * The calendar date of the instant `now` in `timeZone` (default America/Sao_Paulo).
 * Throws a RangeError for an invalid `now` or an unknown time zone: both are programming errors.
 *
 * Read through `Temporal` where the browser has it: the first `Intl.DateTimeFormat` of a page loads
 * the locale's formatting data, about 80 ms of a phone's main thread inside the first render of the
 * finance pages, where `Temporal` takes a few. Both give the same date (calendar.test.ts).
 */
export function calendarDateAt(now: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError(DATE_MESSAGES.invalidNow);
  const temporal = temporalApi();
  if (temporal) {
    const zoned = temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(timeZone);
    return { year: zoned.year, month: zoned.month, day: zoned.day };
  }
  const parts = formatterFor(timeZone).formatToParts(now);
  const read = (type: 'year' | 'month' | 'day') => Number(parts.find((part) => part.type === type)?.value);
  return { year: read('year'), month: read('month'), day: read('day') };
}

/** Today's ISO date (`YYYY-MM-DD`) at the instant `now` in `timeZone` (default America/Sao_Paulo). */
export function todayIso(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return toIsoDate(calendarDateAt(now, timeZone));
}

/**
 * Adds whole years to an ISO date; 29 February becomes 28 February in a non-leap year.
 * Throws a RangeError with a Portuguese message for an invalid date or a non-integer count.
 */
export function addYears(iso: string, years: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(DATE_MESSAGES.invalidIsoDate);
  if (!Number.isInteger(years)) throw new RangeError(DATE_MESSAGES.invalidYears);
  const year = date.year + years;
  return toIsoDate({ year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) });
}

/** First due date of the financial summary query (spec section 9: fixed 2000-01-01). */
export const FINANCIAL_SUMMARY_START = '2000-01-01';

/** Years after today covered by the financial summary query (spec section 9). */
export const FINANCIAL_SUMMARY_YEARS_AHEAD = 10;

/**
 * The due-date window of `user_debits_info` (spec section 7/9): from 2000-01-01 to today plus 10 years,
 * "today" read at `now` in `timeZone`.
 */
export function financialSummaryWindow(
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): { startDueDate: string; endDueDate: string } {
  return {
    startDueDate: FINANCIAL_SUMMARY_START,
    endDueDate: addYears(todayIso(now, timeZone), FINANCIAL_SUMMARY_YEARS_AHEAD),
  };
}
