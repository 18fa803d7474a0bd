/**
 * Calendar dates as plain numbers. Dates travel as ISO `YYYY-MM-DD` text (product rule §6) and
 * are never turned into a local `Date`: `new Date('2024-03-01')` is UTC midnight, which is still
 * 29 February in São Paulo, so the shown day would shift with the browser's time zone.
 */

/** A calendar date without time or time zone; `month` is 1..12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// The date part, optionally followed by a time part ('T' or space): '2024-03-01T10:00:00-03:00'.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** True for leap years of the Gregorian calendar. */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days of a month (1..12) in a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Reads the calendar date of an ISO `YYYY-MM-DD` string. A full ISO timestamp is accepted and its
 * written date part is taken as is (no conversion between zones). Returns null for anything else,
 * including impossible dates such as `2023-02-29` or `2024-13-01`. Never throws.
 */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Writes a calendar date as ISO `YYYY-MM-DD` (zero padded). */
export function toIsoDate(date: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Placeholder shown for a missing or invalid date, the same as the statement table's empty cell. */
export const EMPTY_DATE_TEXT = '-';

/**
 * Shows an ISO date (or the date part of an ISO timestamp) as `dd/mm/yyyy`, with no time-zone shift.
 * Empty, missing or invalid input gives `-` ({@link EMPTY_DATE_TEXT}): the spec shows `-` for an empty
 * receipt date, and a dash keeps table columns aligned where an empty string would look like a bug.
 */
export function formatDateBr(value: unknown): string {
  const date = parseIsoDate(value);
  if (!date) return EMPTY_DATE_TEXT;
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;
}
