import { DEFAULT_TIME_ZONE } from './calendar';
import { EMPTY_DATE_TEXT, parseIsoDate } from './iso-date';

// An instant with an explicit offset ('Z' or ±hh:mm): without one the moment would depend on the
// browser's time zone, which is exactly the shift the portal must never make.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/i;

// Creating an Intl.DateTimeFormat is costly; one per time zone is enough.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Shows an ISO 8601 instant with offset (`2024-03-01T13:05:00Z`) as `dd/mm/yyyy HH:mm` in `timeZone`
 * (default America/Sao_Paulo), 24-hour clock: the audit reports' access dates. Anything else (a bare
 * date, a time without offset, an impossible moment, a non-string) gives `-` ({@link EMPTY_DATE_TEXT}),
 * like an empty date cell. Throws a RangeError only for an unknown time zone (a programming error).
 */
export function formatDateTimeBr(value: unknown, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value.trim())) return EMPTY_DATE_TEXT;
  // Date would roll '2024-02-30' over into March; the written date must itself exist.
  if (!parseIsoDate(value)) return EMPTY_DATE_TEXT;
  const instant = new Date(value.trim());
  if (Number.isNaN(instant.getTime())) return EMPTY_DATE_TEXT;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const read = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${read('day')}/${read('month')}/${read('year')} ${read('hour')}:${read('minute')}`;
}
