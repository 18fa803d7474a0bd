import { calendarDateAt, DEFAULT_TIME_ZONE } from '../dates/calendar';
import { type MonthOption, monthOptions } from '../dates/month-names';
import { type YearOrder, yearsSince } from '../dates/year-range';

/** Options of the status-photo filters: 'Filtrar por ano' and 'Filtrar por mês' (spec section 2). */
export interface PhotoFilterOptions {
  years: number[];
  months: MonthOption[];
}

/** Options of {@link statusPhotoYears}. */
export interface StatusPhotoYearsOptions {
  timeZone?: string;
  order?: YearOrder;
  /**
   * Years that have photos, as the enterprise read sends them (`photo_years`). Each one is offered even
   * when it falls outside the creation-to-today range (photos of the ground work dated before the
   * registered creation, a month planned ahead), so a customer can reach every photo.
   */
  photoYears?: readonly number[];
}

/**
 * Years of the status-photo filter (spec section 9): from the year of the enterprise's creation date
 * up to the current year, plus every year that has photos, newest first unless `order: 'asc'`. A
 * missing or invalid creation date or a future one gives the current year (and the photo years).
 */
export function statusPhotoYears(
  enterpriseCreation: unknown,
  now: Date,
  options: StatusPhotoYearsOptions = {},
): number[] {
  const { photoYears = [], ...range } = options;
  const years = new Set(yearsSince(enterpriseCreation, now, { ...range, order: 'desc' }));
  // Only whole four-digit years: a bad value from a client must not put NaN or 20261 in the select.
  for (const year of photoYears) if (Number.isInteger(year) && year >= 1000 && year <= 9999) years.add(year);
  // No gaps: the select runs year by year from the oldest to the newest, as the creation range does.
  const newest = Math.max(...years);
  const oldest = Math.min(...years);
  const all = Array.from({ length: newest - oldest + 1 }, (_, index) => newest - index);
  return options.order === 'asc' ? all.reverse() : all;
}

/** Both filter option lists of the status screen: years as in {@link statusPhotoYears}, months 1..12. */
export function statusPhotoFilterOptions(
  enterpriseCreation: unknown,
  now: Date,
  options: StatusPhotoYearsOptions = {},
): PhotoFilterOptions {
  return { years: statusPhotoYears(enterpriseCreation, now, options), months: monthOptions() };
}

/** A month of a year, as a construction photo is filed. */
export interface YearMonth {
  year: number;
  month: number;
}

/**
 * Months an administrator may file new photos under (product rule: photos), newest first: from the
 * current month (São Paulo calendar unless `timeZone` says otherwise) back to January of the oldest
 * of `years` (the photo filter's years). Months after the current one are not offered: a photo shows
 * work already done.
 */
export function photoUploadMonths(
  years: readonly number[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): YearMonth[] {
  const { year, month } = calendarDateAt(now, timeZone);
  const oldest = Math.min(year, ...years.filter((value) => Number.isInteger(value)));
  const months: YearMonth[] = [];
  for (let serial = year * 12 + month - 1; serial >= oldest * 12; serial -= 1) {
    months.push({ year: Math.floor(serial / 12), month: (serial % 12) + 1 });
  }
  return months;
}
