import { type MonthOption, monthOptions } from '../dates/month-names';
import { type YearOrder, yearsSince } from '../dates/year-range';

/** Options of the status-photo filters: 'Filtrar por ano' and 'Filtrar por mês' (spec section 2). */
export interface PhotoFilterOptions {
  years: number[];
  months: MonthOption[];
}

/**
 * Years of the status-photo filter (spec section 9): from the year of the enterprise's creation date
 * up to the current year, newest first unless `order: 'asc'`. A missing or invalid creation date (the
 * customer's link carries none) or a future one gives only the current year.
 */
export function statusPhotoYears(
  enterpriseCreation: unknown,
  now: Date,
  options: { timeZone?: string; order?: YearOrder } = {},
): number[] {
  return yearsSince(enterpriseCreation, now, options);
}

/** Both filter option lists of the status screen: years as in {@link statusPhotoYears}, months 1..12. */
export function statusPhotoFilterOptions(
  enterpriseCreation: unknown,
  now: Date,
  options: { timeZone?: string; order?: YearOrder } = {},
): PhotoFilterOptions {
  return { years: statusPhotoYears(enterpriseCreation, now, options), months: monthOptions() };
}
