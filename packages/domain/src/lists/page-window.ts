/** Number of page buttons shown at most (spec section 9). */
export const PAGE_WINDOW_SIZE = 6;

/** The page buttons to draw and which navigation arrows are active. */
export interface PageWindow {
  /** Consecutive page numbers, ascending, always containing `current`. */
  pages: number[];
  /** The current page after clamping to 1..totalPages. */
  current: number;
  totalPages: number;
  canGoFirst: boolean;
  canGoPrevious: boolean;
  canGoNext: boolean;
  canGoLast: boolean;
}

/**
 * The window of page buttons (spec section 2: up to 6 buttons, previous/next arrows, jump to first and
 * last). The current page sits third in the window (two pages before it) and the window shifts to stay
 * full near either edge: page 1 of 10 → 1..6, page 5 → 3..8, page 10 → 5..10.
 * `totalPages` below 1 counts as one page; `current` is clamped; `size` below 1 counts as 1.
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW_SIZE): PageWindow {
  const total = Math.max(1, Math.trunc(totalPages) || 1);
  const width = Math.max(1, Math.trunc(size) || 1);
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const before = Math.floor((width - 1) / 2);
  const start = Math.max(1, Math.min(page - before, total - width + 1));
  const end = Math.min(total, start + width - 1);
  const pages: number[] = [];
  for (let n = start; n <= end; n += 1) pages.push(n);
  return {
    pages,
    current: page,
    totalPages: total,
    canGoFirst: page > 1,
    canGoPrevious: page > 1,
    canGoNext: page < total,
    canGoLast: page < total,
  };
}

/** One slot of {@link compactPageWindow}: a page number, or an ellipsis standing for the pages left out. */
export type CompactPageSlot = number | 'gap';

/**
 * The page buttons of a phone (spec section 2, "Layout"): the first page, the current page
 * with its two neighbours, and the last page, with an ellipsis wherever pages are left out — page 5 of
 * 20 is `1 … 4 5 6 … 20`, page 1 of 20 is `1 2 … 20`. At most five numbers and two ellipses, so the
 * row fits a 375 px phone with its previous/next arrows. Clamped like {@link pageWindow}.
 */
export function compactPageWindow(current: number, totalPages: number): CompactPageSlot[] {
  const { current: page, totalPages: total } = pageWindow(current, totalPages, 1);
  const slots: CompactPageSlot[] = [];
  for (let n = 1; n <= total; n += 1) {
    if (n === 1 || n === total || Math.abs(n - page) < 2) slots.push(n);
    else if (slots.at(-1) !== 'gap') slots.push('gap');
  }
  return slots;
}
