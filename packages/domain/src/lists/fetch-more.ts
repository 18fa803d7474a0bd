/** Enterprises requested per search call: the api's largest page (spec section 9; limit 1–100). */
export const ENTERPRISE_FETCH_STEP = 100;

/** Loaded rows left from the shown page onwards at or below which the next batch is fetched (spec section 9). */
export const ENTERPRISE_FETCH_MARGIN = 16;

/** What the enterprise list knows when deciding to fetch more. */
export interface FetchMoreInput {
  /** Enterprises loaded so far (the sum of every batch). */
  loaded: number;
  /** Index of the first card of the page being shown (`(page - 1) × 8`). */
  pageOffset: number;
  /** Rows the last batch brought: fewer than a full batch means the search has no more. */
  lastBatchSize: number;
}

/**
 * The enterprise list's rule for loading more (spec section 4), paging by offset: fetch the next batch
 * when the last one was full (there may be more) and at most 16 loaded rows remain from the shown page
 * on, so the next 100 arrive while the person is on the last page or the one before it.
 *
 * The observed portal also required the page to hold exactly 4 cards and asked for `limit + 100` rows
 * again from the start. With 8 cards a page that only fires at 100 rows (100 = 12 × 8 + 4): at 200 the
 * last page holds 8 and the list stopped growing, and a limit above 100 is refused by the api (1–100).
 * So the page-size condition is dropped and each batch is the next 100 from `offset = loaded`.
 */
export function shouldFetchMore({ loaded, pageOffset, lastBatchSize }: FetchMoreInput): boolean {
  return lastBatchSize >= ENTERPRISE_FETCH_STEP && loaded - pageOffset <= ENTERPRISE_FETCH_MARGIN;
}

/** `offset` and `limit` of the next enterprise batch: the 100 rows after those already loaded. */
export function nextEnterpriseBatch(loaded: number): { offset: number; limit: number } {
  return { offset: loaded, limit: ENTERPRISE_FETCH_STEP };
}
