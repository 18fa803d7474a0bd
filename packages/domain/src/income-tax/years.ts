import { calendarDateAt, DEFAULT_TIME_ZONE } from '../dates/calendar';
import { parseIsoDate } from '../dates/iso-date';
import type { YearOrder } from '../dates/year-range';

/**
 * Years offered by the income-tax panel (docs/product/rules.md, "Income-tax years"): from the year the
 * contract started (`firstDate`, ISO date or timestamp: its first installment or payment) up to the
 * last complete calendar year — the year a declaration is made for — newest first unless
 * `order: 'asc'`, so the select opens on the last complete year. "Now" is read in `timeZone` (default
 * America/Sao_Paulo). A contract that started this year has no complete year yet: the list is empty.
 * An invalid start offers the last complete year alone.
 */
export function incomeTaxYears(
  firstDate: unknown,
  now: Date,
  options: { timeZone?: string; order?: YearOrder } = {},
): number[] {
  const lastComplete = calendarDateAt(now, options.timeZone ?? DEFAULT_TIME_ZONE).year - 1;
  const first = parseIsoDate(firstDate)?.year ?? lastComplete;
  const years: number[] = [];
  for (let year = lastComplete; year >= first; year -= 1) years.push(year);
  return options.order === 'asc' ? years.reverse() : years;
}
