import { parseIsoDate } from '@portal/domain';

/**
 * How the filters of an admin report travel in the URL's query string, so a reload or a shared link
 * keeps them. Every reader is forgiving: a value the filter could not send (a date 2024-02-30, year
 * 0000, page=abc, a contract id with letters) reads as empty or as the first page, never as an error.
 */

/** Reads one raw query value back into a filter value; '' when the value is unusable. */
export type ParamReader = (raw: string) => string;

/** Longest free-text filter the api accepts (report `filterText`: 1–200 characters). */
const MAX_TEXT = 200;
/** Largest id the api accepts (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;
/** Years a period may name: the api takes any ISO date, but year 0000 or 9999 is a typo, not a filter. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;
/** Highest page read from the URL: past it the offset would overflow the api's limit. */
const MAX_PAGE = 1_000_000;

/** A free-text filter (name, e-mail, description, IP): trimmed, '' when longer than the api allows. */
export const textParam: ParamReader = (raw) => {
  const value = raw.trim();
  return value.length <= MAX_TEXT ? value : '';
};

/** A positive id (contract): digits only, within the api's range; '' otherwise. */
export const idParam: ParamReader = (raw) => {
  const value = raw.trim();
  if (!/^\d{1,10}$/.test(value)) return '';
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? String(id) : '';
};

/** An ISO `YYYY-MM-DD` day that exists, in a plausible year; null otherwise. */
export function dateParam(raw: string | null): string | null {
  if (raw === null) return null;
  const date = parseIsoDate(raw);
  if (!date || date.year < MIN_YEAR || date.year > MAX_YEAR || raw.trim().length !== 10) return null;
  return raw.trim();
}

/**
 * The period of a report: both sides valid and in order, or no period at all. One side alone or a
 * reversed range is what the form itself refuses to send, so it is dropped rather than half-applied.
 */
export function periodParams(
  from: string | null,
  to: string | null,
): { dateFrom: string | null; dateTo: string | null } {
  const dateFrom = dateParam(from);
  const dateTo = dateParam(to);
  if (!dateFrom || !dateTo || dateFrom > dateTo) return { dateFrom: null, dateTo: null };
  return { dateFrom, dateTo };
}

/** The 1-based page of `?page=`: a whole number from 1; anything else is page 1. */
export function pageParam(raw: string | null): number {
  if (raw === null || !/^\d{1,7}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** The query string of a report: only the filters that are set, and the page when past the first. */
export function reportSearchString(values: Record<string, string | null>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

/** Readers for free-text filters named `keys` (all read with {@link textParam}). */
export function textParamsOf<K extends string>(keys: readonly K[]): Record<K, ParamReader> {
  return Object.fromEntries(keys.map((key) => [key, textParam])) as Record<K, ParamReader>;
}
