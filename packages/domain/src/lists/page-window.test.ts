import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compactPageWindow, pageWindow } from './page-window';

describe('pageWindow', () => {
  it.each([
    [1, 10, [1, 2, 3, 4, 5, 6]],
    [3, 10, [1, 2, 3, 4, 5, 6]],
    [5, 10, [3, 4, 5, 6, 7, 8]],
    [9, 10, [5, 6, 7, 8, 9, 10]],
    [10, 10, [5, 6, 7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
    [1, 0, [1]],
    [40, 10, [5, 6, 7, 8, 9, 10]],
    [-2, 10, [1, 2, 3, 4, 5, 6]],
  ])('page %s of %s shows %j', (current, total, pages) => {
    expect(pageWindow(current, total).pages).toEqual(pages);
  });

  it('sets the navigation flags', () => {
    expect(pageWindow(1, 1)).toMatchObject({
      canGoFirst: false,
      canGoPrevious: false,
      canGoNext: false,
      canGoLast: false,
    });
    expect(pageWindow(1, 4)).toMatchObject({ canGoFirst: false, canGoPrevious: false, canGoNext: true });
    expect(pageWindow(4, 4)).toMatchObject({ canGoFirst: true, canGoPrevious: true, canGoLast: false });
  });

  it('accepts another window size', () => {
    expect(pageWindow(5, 10, 3).pages).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 0).pages).toEqual([5]);
  });

  it('never exceeds the size, is consecutive and contains the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 300 }), fc.integer({ min: 0, max: 200 }), (current, total) => {
        const window = pageWindow(current, total);
        expect(window.pages.length).toBeLessThanOrEqual(6);
        expect(window.pages.length).toBe(Math.min(6, Math.max(1, total)));
        expect(window.pages).toContain(window.current);
        window.pages.forEach((page, i) => {
          expect(page).toBe((window.pages[0] ?? 0) + i);
        });
        expect(window.pages.at(-1)).toBeLessThanOrEqual(window.totalPages);
      }),
    );
  });
});

describe('compactPageWindow', () => {
  it.each([
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [1, 20, [1, 2, 'gap', 20]],
    [2, 20, [1, 2, 3, 'gap', 20]],
    [3, 20, [1, 2, 3, 4, 'gap', 20]],
    [4, 20, [1, 'gap', 3, 4, 5, 'gap', 20]],
    [19, 20, [1, 'gap', 18, 19, 20]],
    [20, 20, [1, 'gap', 19, 20]],
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [99, 4, [1, 'gap', 3, 4]],
    [0, 0, [1]],
  ])('page %s of %s shows %j', (current, total, slots) => {
    expect(compactPageWindow(current, total)).toEqual(slots);
  });

  it('always shows the first, the current and the last page, at most 5 numbers and 2 gaps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (total, wanted) => {
        const current = Math.min(wanted, total);
        const slots = compactPageWindow(current, total);
        const numbers = slots.filter((slot) => slot !== 'gap');
        expect(numbers).toContain(1);
        expect(numbers).toContain(current);
        expect(numbers).toContain(total);
        expect(numbers.length).toBeLessThanOrEqual(5);
        expect(slots.length - numbers.length).toBeLessThanOrEqual(2);
        expect(slots[0]).toBe(1);
        expect(slots.at(-1)).toBe(total);
      }),
    );
  });
});
