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
