import { type SortDirection, sortInstallments } from './sort';

/** Sort state of a table: which column, which direction, whether sorted, and the page shown. */
export interface SortState {
  /** The sorted column, or null for the original order. */
  column: string | null;
  direction: SortDirection;
  /** True once the user sorted; shows the 'Limpar filtros' button (spec section 2). */
  isOrdered: boolean;
  /** Current page, 1-based. */
  page: number;
}

/** The state of a freshly loaded table: original order, first page. */
export const INITIAL_SORT_STATE: SortState = { column: null, direction: 'asc', isOrdered: false, page: 1 };

/**
 * The state after the user presses a column's sort toggle (spec section 4): the same column flips its
 * direction on each use, a new column starts ascending; the table is flagged as ordered. The list
 * goes back to page 1 (spec section 4, "Sorting"): the observed portal kept the page, so a
 * sort on page 3 showed the middle of the new order and never its first rows.
 */
export function toggleSort(state: SortState, column: string): SortState {
  const sameColumn = state.isOrdered && state.column === column;
  const direction: SortDirection = sameColumn && state.direction === 'asc' ? 'desc' : 'asc';
  return { ...state, column, direction, isOrdered: true, page: 1 };
}

/** The state after 'Limpar filtros': original order and first page (spec section 4). */
export function resetSort(_state?: SortState): SortState {
  return { ...INITIAL_SORT_STATE };
}

/** The state after moving to another page (sorting unchanged). */
export function setSortPage(state: SortState, page: number): SortState {
  return { ...state, page };
}

/** The rows in the order the state asks for: the original order when not sorted. Never mutates `rows`. */
export function applySort<T extends object>(rows: readonly T[], state: SortState): T[] {
  if (!state.isOrdered || state.column === null) return [...rows];
  return sortInstallments(rows, state.column, state.direction);
}
