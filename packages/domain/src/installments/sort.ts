import { isOpenStatus } from './status';

/** Sort direction of a table column. */
export type SortDirection = 'asc' | 'desc';

/**
 * The column whose sort groups the rows with actions — open ones, payable or overdue (the 'Comprovante'
 * column, spec section 4; docs/product/decisions.md, "Paying from the statement").
 */
export const PROOF_COLUMN = 'proof_of_payment';

// Created once, on the first comparison of two texts: building a collator is slow (the first one of a
// page costs tens of milliseconds on a phone), and a statement opened in its default order never needs
// it. Base sensitivity keeps 'é' next to 'e'.
let collator: Intl.Collator | undefined;
const collate = (left: string, right: string): number => {
  collator ??= new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: false });
  return collator.compare(left, right);
};

// Plain decimal numbers only: '1e3', '0x10' and ' ' are text, not numbers.
const NUMERIC_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The cell as a comparable value: a finite number, or text ('' for null, undefined, NaN). */
function cellValue(value: unknown): number | string {
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  return NUMERIC_TEXT.test(text) ? Number(text) : text;
}

/**
 * Compares two cells the way the statement table does (spec section 4): numerically when both are
 * numeric (numbers or numeric strings), by pt-BR collation when both are text, and 0 (equal, left in
 * place) for a mixed pair. Empty values count as ''. Returns a negative, zero or positive number.
 */
export function compareCells(a: unknown, b: unknown): number {
  const left = cellValue(a);
  const right = cellValue(b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  if (typeof left === 'string' && typeof right === 'string') return collate(left, right);
  return 0;
}

/**
 * Stable merge sort that only ever moves elements, so the result is always a permutation of the input,
 * even for a comparator that is not transitive (mixed pairs compare equal). Elements the comparator
 * calls equal keep their input order whenever they are compared to each other.
 */
export function stableSort<T>(items: readonly T[], compare: (a: T, b: T) => number): T[] {
  if (items.length < 2) return [...items];
  const middle = Math.floor(items.length / 2);
  const left = stableSort(items.slice(0, middle), compare);
  const right = stableSort(items.slice(middle), compare);
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length && j < right.length) {
    // "<= 0" takes the left element on ties: that is what makes the sort stable.
    if (compare(left[i] as T, right[j] as T) <= 0) merged.push(left[i++] as T);
    else merged.push(right[j++] as T);
  }
  while (i < left.length) merged.push(left[i++] as T);
  while (j < right.length) merged.push(right[j++] as T);
  return merged;
}

/**
 * Sorts installment rows by a column (spec section 4), returning a new array:
 * - the proof column ({@link PROOF_COLUMN}, also `'action'`) puts the rows awaiting a proof — open
 *   (`payable` or `due`) and without `proof_sent_at` — first when ascending and last when descending,
 *   other rows keeping their order;
 * - any other column compares with {@link compareCells}: numeric when both values are numeric, pt-BR
 *   text otherwise, mixed pairs equal, empty as ''.
 * The sort is stable (equal rows keep their order in both directions) and always a permutation. Since
 * "mixed pairs are equal" is not transitive, a column mixing numbers and text has a deterministic order
 * that is not a total order: numbers and texts are each ordered only where they meet each other.
 */
export function sortInstallments<T extends object>(
  rows: readonly T[],
  column: string,
  direction: SortDirection,
): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  const read = (row: T) => (row as Record<string, unknown>)[column];
  if (column === PROOF_COLUMN || column === 'action') {
    // The rows with an action: open and no proof sent yet (docs/product/decisions.md section 7).
    const rank = (row: T) => {
      const { status, proof_sent_at: sent } = row as Record<string, unknown>;
      return isOpenStatus(status) && !sent ? 0 : 1;
    };
    return stableSort(rows, (a, b) => sign * (rank(a) - rank(b)));
  }
  return stableSort(rows, (a, b) => sign * compareCells(read(a), read(b)));
}
