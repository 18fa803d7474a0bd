import { PAGINATION_MESSAGES } from '../messages/pt-BR';

/** Rows per page of enterprises, installments, reports and clients (spec section 9). */
export const DEFAULT_PAGE_SIZE = 8;

/** Images per page on the construction-status screen (spec section 9). */
export const IMAGE_PAGE_SIZE = 3;

/** One page of a list, with the page actually shown after clamping. */
export interface Page<T> {
  items: T[];
  /** The page shown, 1-based, clamped to 1..pageCount. */
  page: number;
  /** Number of pages; 1 for an empty list so there is always a page to show. */
  pageCount: number;
  total: number;
}

function assertPageSize(pageSize: number): void {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(PAGINATION_MESSAGES.invalidPageSize);
}

/** Number of pages for `total` items (at least 1). Throws a RangeError for a page size below 1. */
export function pageCount(total: number, pageSize: number): number {
  assertPageSize(pageSize);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Clamps a requested page to 1..pageCount; a non-integer or NaN page counts as page 1. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/**
 * The items of one page (1-based). The page is clamped to 1..last, so a list that shrank under the
 * user (a filter, a deletion) still shows its last page instead of an empty one.
 * Throws a RangeError with a Portuguese message when `pageSize` is not an integer >= 1.
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pages = pageCount(items.length, pageSize);
  const shown = clampPage(page, pages);
  const start = (shown - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: shown, pageCount: pages, total: items.length };
}

/**
 * The footer text 'Mostrando X - Y de N registros' for a page (spec section 2): X is the first row shown,
 * Y the last, N the total; an empty list reads 'Mostrando 0 - 0 de 0 registros'. The page is clamped
 * like in {@link paginate}.
 */
export function pageRangeText(page: number, pageSize: number, total: number): string {
  const count = Math.max(0, Math.trunc(total)) || 0;
  if (count === 0) {
    assertPageSize(pageSize);
    return PAGINATION_MESSAGES.range(0, 0, 0);
  }
  const shown = clampPage(page, pageCount(count, pageSize));
  const from = (shown - 1) * pageSize + 1;
  return PAGINATION_MESSAGES.range(from, Math.min(shown * pageSize, count), count);
}
