import { DATE_MESSAGES } from '../messages/pt-BR';
import { DEFAULT_TIME_ZONE, todayIso } from './calendar';
import { parseIsoDate, toIsoDate } from './iso-date';

const MINUTE = 60_000;
/** No time zone is more than 14 hours away from UTC, so a day starts within this distance of UTC midnight. */
const SEARCH_MINUTES = 14 * 60;

/** The ISO date after `iso` (`2026-02-28` → `2026-03-01`). Throws a RangeError for an invalid date. */
export function nextIsoDay(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(DATE_MESSAGES.invalidIsoDate);
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return toIsoDate({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
}

/**
 * The first instant of the calendar day `iso` in `timeZone` (default America/Sao_Paulo): 2026-03-10
 * starts at 2026-03-10T03:00:00Z in São Paulo. Found by searching the minutes around UTC midnight, so
 * a day whose midnight a daylight-saving change skipped starts at the first minute that exists (Brazil
 * moved midnight to 01:00 until 2019). Throws a RangeError for an invalid date.
 */
export function startOfDayIn(iso: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(DATE_MESSAGES.invalidIsoDate);
  const day = toIsoDate(date);
  const utcMidnight = Date.UTC(date.year, date.month - 1, date.day);
  // The smallest minute whose local date is `day` or later: the local date only grows with time here.
  let low = -SEARCH_MINUTES;
  let high = SEARCH_MINUTES;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (todayIso(new Date(utcMidnight + middle * MINUTE), timeZone) >= day) high = middle;
    else low = middle + 1;
  }
  return new Date(utcMidnight + low * MINUTE);
}

/**
 * The instants of a filter's day range in `timeZone`: from the start of `fromIso` (inclusive) to the
 * start of the day after `toIso` (exclusive), so a login at 22:00 in Brasília (01:00 UTC the next day)
 * counts on the Brasília day. A side left out stays undefined.
 */
export function dayRangeIn(
  fromIso: string | undefined,
  toIso: string | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): { from?: Date; before?: Date } {
  return {
    ...(fromIso ? { from: startOfDayIn(fromIso, timeZone) } : {}),
    ...(toIso ? { before: startOfDayIn(nextIsoDay(toIso), timeZone) } : {}),
  };
}
