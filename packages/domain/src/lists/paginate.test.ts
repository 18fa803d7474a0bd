import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGINATION_MESSAGES } from '../messages/pt-BR';
import { clampPage, pageCount, pageRangeText, paginate } from './paginate';

const items = Array.from({ length: 20 }, (_, i) => i + 1);

describe('paginate', () => {
  it.each([
    [1, [1, 2, 3, 4, 5, 6, 7, 8], 1],
    [3, [17, 18, 19, 20], 3],
    [9, [17, 18, 19, 20], 3],
    [0, [1, 2, 3, 4, 5, 6, 7, 8], 1],
    [-4, [1, 2, 3, 4, 5, 6, 7, 8], 1],
    [Number.NaN, [1, 2, 3, 4, 5, 6, 7, 8], 1],
    [2.7, [9, 10, 11, 12, 13, 14, 15, 16], 2],
  ])('page %s', (page, expected, shown) => {
    expect(paginate(items, page, 8)).toEqual({ items: expected, page: shown, pageCount: 3, total: 20 });
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 5, 8)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it('rejects a bad page size', () => {
    expect(() => paginate(items, 1, 0)).toThrow(PAGINATION_MESSAGES.invalidPageSize);
    expect(() => pageCount(3, 2.5)).toThrow(PAGINATION_MESSAGES.invalidPageSize);
    expect(() => pageRangeText(1, 0, 0)).toThrow(PAGINATION_MESSAGES.invalidPageSize);
  });

  it('clamps pages', () => {
    expect(clampPage(Number.POSITIVE_INFINITY, 3)).toBe(1);
    expect(clampPage(5, 0)).toBe(1);
  });

  it('covers every item exactly once across the pages', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        (list, size) => {
          const first = paginate(list, 1, size);
          const seen: number[] = [];
          for (let page = 1; page <= first.pageCount; page += 1) {
            const slice = paginate(list, page, size).items;
            expect(slice.length).toBeLessThanOrEqual(size);
            seen.push(...slice);
          }
          expect(seen).toEqual(list);
        },
      ),
    );
  });
});

describe('pageRangeText', () => {
  it.each([
    [1, 8, 20, 'Mostrando 1 - 8 de 20 registros'],
    [3, 8, 20, 'Mostrando 17 - 20 de 20 registros'],
    [7, 8, 20, 'Mostrando 17 - 20 de 20 registros'],
    [1, 8, 5, 'Mostrando 1 - 5 de 5 registros'],
    [1, 8, 0, 'Mostrando 0 - 0 de 0 registros'],
    [2, 8, Number.NaN, 'Mostrando 0 - 0 de 0 registros'],
    [2, 3, 7, 'Mostrando 4 - 6 de 7 registros'],
  ])('page %s of size %s with %s rows', (page, size, total, expected) => {
    expect(pageRangeText(page, size, total)).toBe(expected);
  });
});
