import { describe, expect, it } from 'vitest';
import { applySort, INITIAL_SORT_STATE, resetSort, setSortPage, toggleSort } from './sort-state';

const rows = [
  { id: 1, status: 'paid', value: 3 },
  { id: 2, status: 'payable', value: 1 },
  { id: 3, status: 'due', value: 2 },
];

describe('sort state', () => {
  it('starts unsorted on page 1 in the original order', () => {
    expect(INITIAL_SORT_STATE).toEqual({ column: null, direction: 'asc', isOrdered: false, page: 1 });
    expect(applySort(rows, INITIAL_SORT_STATE)).toEqual(rows);
  });

  it('toggles the direction on each use of the same column', () => {
    const first = toggleSort(INITIAL_SORT_STATE, 'value');
    expect(first).toEqual({ column: 'value', direction: 'asc', isOrdered: true, page: 1 });
    expect(applySort(rows, first).map((r) => r.id)).toEqual([2, 3, 1]);
    const second = toggleSort(first, 'value');
    expect(second.direction).toBe('desc');
    expect(applySort(rows, second).map((r) => r.id)).toEqual([1, 3, 2]);
    expect(toggleSort(second, 'value').direction).toBe('asc');
  });

  it('starts a new column ascending and goes back to page 1', () => {
    const state = toggleSort(
      setSortPage(toggleSort(toggleSort(INITIAL_SORT_STATE, 'value'), 'value'), 3),
      'status',
    );
    expect(state).toEqual({ column: 'status', direction: 'asc', isOrdered: true, page: 1 });
  });

  it('goes back to page 1 when the same column flips its direction', () => {
    const state = toggleSort(setSortPage(toggleSort(INITIAL_SORT_STATE, 'value'), 4), 'value');
    expect(state).toEqual({ column: 'value', direction: 'desc', isOrdered: true, page: 1 });
  });

  it('resets to the original order and the first page', () => {
    const sorted = setSortPage(toggleSort(INITIAL_SORT_STATE, 'value'), 2);
    const reset = resetSort(sorted);
    expect(reset).toEqual(INITIAL_SORT_STATE);
    expect(reset).not.toBe(INITIAL_SORT_STATE);
    expect(applySort(rows, reset)).toEqual(rows);
  });
});
