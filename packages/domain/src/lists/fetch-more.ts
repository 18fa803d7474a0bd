/** Enterprises requested per search call, and the step the limit grows by (spec section 9). */
export const ENTERPRISE_FETCH_STEP = 100;

/** Remaining-row threshold that triggers another fetch (spec section 9). */
export const ENTERPRISE_FETCH_MARGIN = 16;

/** Rows on the current page that, together with the margin, trigger another fetch (spec section 9). */
export const ENTERPRISE_FETCH_PAGE_ITEMS = 4;

/** What the enterprise list knows when deciding to fetch more. */
export interface FetchMoreInput {
  /** Current `limit` of the enterprise query. */
  limit: number;
  /** Current `offset` of the enterprise query (rows already passed). */
  offset: number;
  /** Number of cards on the page being shown. */
  pageItemCount: number;
}

/**
 * The enterprise list's rule for loading more (spec section 4): fetch again when `limit - offset`
 * is at most 16 and the current page holds exactly 4 items.
 */
export function shouldFetchMore({ limit, offset, pageItemCount }: FetchMoreInput): boolean {
  return limit - offset <= ENTERPRISE_FETCH_MARGIN && pageItemCount === ENTERPRISE_FETCH_PAGE_ITEMS;
}

/** The next `limit` of the enterprise query: 100 more than the current one. */
export function nextLimit(limit: number): number {
  return limit + ENTERPRISE_FETCH_STEP;
}
