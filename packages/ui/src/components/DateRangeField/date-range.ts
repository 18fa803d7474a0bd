import { parseIsoDate } from '@portal/domain';

/** A date range as ISO `YYYY-MM-DD` strings; either side is null while it is not filled in. */
export interface DateRangeValue {
  start: string | null;
  end: string | null;
}

/** The empty range (no date filter). */
export const EMPTY_DATE_RANGE: DateRangeValue = { start: null, end: null };

/** Why a range cannot be used as a filter, or null when it can (both sides empty, or a valid range). */
export type DateRangeProblem = 'incomplete' | 'reversed';

/**
 * Checks a range before it is used as a filter: one side filled without the other is `incomplete`,
 * a start after its end is `reversed`. ISO dates compare correctly as text, so no Date is created.
 */
export function dateRangeProblem(range: DateRangeValue): DateRangeProblem | null {
  const start = parseIsoDate(range.start) ? range.start : null;
  const end = parseIsoDate(range.end) ? range.end : null;
  if (!start && !end) return null;
  if (!start || !end) return 'incomplete';
  return start > end ? 'reversed' : null;
}

/** True when both sides of the range are empty. */
export function isDateRangeEmpty(range: DateRangeValue): boolean {
  return !range.start && !range.end;
}

/**
 * The native date input's value for an ISO `YYYY-MM-DD` side: the same string, or '' when it is
 * empty or not a real date ('2024-02-30', '05/03/2024'), so such a value, e.g. from a hand-edited
 * URL, shows as an empty side.
 */
export function toIsoSide(iso: string | null): string {
  return iso && parseIsoDate(iso) ? iso : '';
}
