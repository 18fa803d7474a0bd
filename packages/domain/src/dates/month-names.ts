import { MONTH_NAMES } from '../messages/pt-BR';
import { parseIsoDate } from './iso-date';

/**
 * Portuguese name of a month 1..12, lower case as inside a sentence (`3` → `março`).
 * Any other value gives an empty string, so a bad month never breaks a sentence with `undefined`.
 */
export function monthName(month: number): string {
  return Number.isInteger(month) ? (MONTH_NAMES[month - 1] ?? '') : '';
}

/** Upper-cases the first letter (`março` → `Março`); kept separate so labels stay in one place. */
function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Month name with a capital first letter, for selects and headings (`3` → `Março`; invalid → ''). */
export function capitalizedMonthName(month: number): string {
  return capitalise(monthName(month));
}

/**
 * A month of a year as a caption (`2026, 3` → `Março de 2026`), as each construction photo is labelled
 * (product rule: photos). An invalid month or year gives an empty string.
 */
export function monthYearLabel(year: number, month: number): string {
  const name = capitalizedMonthName(month);
  return name && Number.isInteger(year) ? `${name} de ${year}` : '';
}

/** {@link monthYearLabel} of an ISO date (`2027-12-28` → `Dezembro de 2027`); invalid or empty → ''. */
export function monthYearOfIsoDate(iso: unknown): string {
  const date = parseIsoDate(iso);
  return date ? monthYearLabel(date.year, date.month) : '';
}

/**
 * Month name of an ISO date (`2024-03-15` → `março`), as used in 'A N° parcela do período de {month}'.
 * Invalid date → empty string. Pass `{ capitalized: true }` for `Março`.
 */
export function monthNameOfIsoDate(iso: unknown, options: { capitalized?: boolean } = {}): string {
  const date = parseIsoDate(iso);
  if (!date) return '';
  return options.capitalized ? capitalizedMonthName(date.month) : monthName(date.month);
}

/** An option of a month select: value 1..12 and its capitalised name. */
export interface MonthOption {
  value: number;
  label: string;
}

/** The twelve months as select options, January first (status-photo filter, spec section 9). */
export function monthOptions(): MonthOption[] {
  return MONTH_NAMES.map((_, index) => ({ value: index + 1, label: capitalizedMonthName(index + 1) }));
}
