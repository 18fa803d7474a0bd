import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCells, sortInstallments, stableSort } from './sort';

interface Row {
  id: number;
  status: string;
  value?: unknown;
}

const rows: Row[] = [
  { id: 1, status: 'paid', value: 300 },
  { id: 2, status: 'payable', value: '100' },
  { id: 3, status: 'due', value: 200 },
  { id: 4, status: 'payable', value: 100 },
];

const ids = (list: Row[]) => list.map((row) => row.id);

describe('compareCells', () => {
  it.each([
    [1, 2, -1],
    ['10', '9', 1],
    [' 2.5 ', 2.5, 0],
    ['abc', 'abd', -1],
    ['Érica', 'erica', 0],
    ['ana', 'Bruno', -1],
    ['2024-01-02', '2024-01-10', -1],
    [null, '', 0],
    [undefined, 'a', -1],
    [1, 'a', 0],
    ['', 5, 0],
    ['1e3', '2', 0],
    [Number.NaN, '', 0],
    [-3, '-2', -1],
  ])('compares %j with %j', (a, b, sign) => {
    expect(Math.sign(compareCells(a, b))).toBe(sign);
  });
});

describe('sortInstallments', () => {
  it('sorts numbers and numeric strings numerically, keeping ties in order', () => {
    expect(ids(sortInstallments(rows, 'value', 'asc'))).toEqual([2, 4, 3, 1]);
    expect(ids(sortInstallments(rows, 'value', 'desc'))).toEqual([1, 3, 2, 4]);
  });

  it('sorts text by Portuguese collation', () => {
    expect(ids(sortInstallments(rows, 'status', 'asc'))).toEqual([3, 1, 2, 4]);
  });

  it('puts open rows (payable and overdue) first ascending and last descending on the proof column', () => {
    expect(ids(sortInstallments(rows, 'proof_of_payment', 'asc'))).toEqual([2, 3, 4, 1]);
    expect(ids(sortInstallments(rows, 'proof_of_payment', 'desc'))).toEqual([1, 2, 3, 4]);
    expect(ids(sortInstallments(rows, 'action', 'asc'))).toEqual([2, 3, 4, 1]);
    // A row whose proof was sent has no action left: it goes with the paid ones.
    const sent = rows.map((row) => (row.id === 2 ? { ...row, proof_sent_at: '2026-11-27' } : row));
    expect(ids(sortInstallments(sent, 'proof_of_payment', 'asc'))).toEqual([3, 4, 1, 2]);
  });

  it('leaves mixed pairs in place and treats a missing column as empty', () => {
    const mixed: Row[] = [
      { id: 1, status: 'x', value: 'b' },
      { id: 2, status: 'x', value: 5 },
    ];
    expect(ids(sortInstallments(mixed, 'value', 'asc'))).toEqual([1, 2]);
    expect(ids(sortInstallments(mixed, 'value', 'desc'))).toEqual([1, 2]);
    expect(ids(sortInstallments(rows, 'nothing', 'desc'))).toEqual([1, 2, 3, 4]);
  });

  it('does not mutate its input', () => {
    const copy = [...rows];
    sortInstallments(rows, 'value', 'desc');
    expect(rows).toEqual(copy);
  });

  const cell = fc.oneof(fc.integer({ min: -50, max: 50 }), fc.constantFrom('', 'a', 'B', 'ç', '7', null));
  const rowsArb = fc.array(fc.record({ status: fc.constantFrom('paid', 'payable', 'due'), value: cell }), {
    maxLength: 40,
  });

  it('always returns a permutation of its input', () => {
    fc.assert(
      fc.property(
        rowsArb,
        fc.constantFrom('value', 'status', 'proof_of_payment'),
        fc.boolean(),
        (list, column, asc) => {
          const tagged = list.map((row, id) => ({ ...row, id }));
          const sorted = sortInstallments(tagged, column, asc ? 'asc' : 'desc');
          expect(sorted).toHaveLength(tagged.length);
          expect(new Set(sorted)).toEqual(new Set(tagged));
        },
      ),
    );
  });

  it('orders a numeric column and keeps equal keys in input order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 50 }),
        fc.boolean(),
        (values, asc) => {
          const tagged = values.map((value, id) => ({ id, status: 'paid', value }));
          const sorted = sortInstallments(tagged, 'value', asc ? 'asc' : 'desc');
          for (let i = 1; i < sorted.length; i += 1) {
            const prev = sorted[i - 1] as (typeof tagged)[number];
            const next = sorted[i] as (typeof tagged)[number];
            if (asc) expect(prev.value).toBeLessThanOrEqual(next.value);
            else expect(prev.value).toBeGreaterThanOrEqual(next.value);
            if (prev.value === next.value) expect(prev.id).toBeLessThan(next.id);
          }
        },
      ),
    );
  });

  it('stableSort matches Array.prototype.sort for a total order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (list) => {
        expect(stableSort(list, (a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
      }),
    );
  });
});
