import { calendarDateAt, DEFAULT_TIME_ZONE } from './calendar';
import { parseIsoDate } from './iso-date';

/** Order of a year list: `desc` puts the newest year first (the default of every select here). */
export type YearOrder = 'desc' | 'asc';

/**
 * The years from the year of `startIso` up to the current year (read at `now` in `timeZone`), both
 * included. Newest first by default, so a select opens on the current year, the one most often wanted.
 * A start after the current year, or a start that is not an ISO date/timestamp, gives only the current
 * year: the user always has something to pick. Throws a RangeError only for an invalid `now`.
 */
export function yearsSince(
  startIso: unknown,
  now: Date,
  options: { timeZone?: string; order?: YearOrder } = {},
): number[] {
  const current = calendarDateAt(now, options.timeZone ?? DEFAULT_TIME_ZONE).year;
  const first = Math.min(parseIsoDate(startIso)?.year ?? current, current);
  const years: number[] = [];
  for (let year = current; year >= first; year -= 1) years.push(year);
  return options.order === 'asc' ? years.reverse() : years;
}
