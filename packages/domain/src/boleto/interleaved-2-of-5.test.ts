import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { interleaved2of5Bars, interleaved2of5Pattern } from './interleaved-2-of-5';

describe('interleaved2of5Pattern', () => {
  it('encodes a pair with bars from the first digit and spaces from the second', () => {
    // '12': 1 = wnnnw (bars), 2 = nwnnw (spaces) → w n n w n n n n w w, between start nnnn and stop wnn.
    expect(interleaved2of5Pattern('12')).toEqual({ ok: true, value: 'nnnn' + 'wnnwnnnnww' + 'wnn' });
    expect(interleaved2of5Pattern('00')).toEqual({ ok: true, value: 'nnnn' + 'nnnnwwwwnn' + 'wnn' });
  });

  it('gives every digit exactly two wide elements out of five', () => {
    for (let d = 0; d <= 9; d++) {
      const pattern = interleaved2of5Pattern(`${d}0`);
      expect(pattern.ok).toBe(true);
      if (!pattern.ok) continue;
      const bars = [...pattern.value.slice(4, 14)].filter((_, i) => i % 2 === 0).join('');
      expect(bars.split('w').length - 1).toBe(2);
    }
  });

  it('has 227 elements for a 44-digit barcode (start 4 + 22 pairs × 10 + stop 3)', () => {
    const pattern = interleaved2of5Pattern('00192131400000804000000001234567000000032111');
    expect(pattern.ok && pattern.value.length).toBe(227);
  });

  it.each([
    ['123', 'odd-length'],
    ['', 'characters'],
    ['12a4', 'characters'],
    ['12 34', 'characters'],
  ])('refuses %j', (digits, code) => {
    expect(interleaved2of5Pattern(digits)).toMatchObject({
      ok: false,
      error: { code, message: expect.any(String) },
    });
  });

  it('decodes back to the same digits', () => {
    const decode = (pattern: string): string => {
      const table = [
        'nnwwn',
        'wnnnw',
        'nwnnw',
        'wwnnn',
        'nnwnw',
        'wnwnn',
        'nwwnn',
        'nnnww',
        'wnnwn',
        'nwnwn',
      ];
      let out = '';
      for (let i = 4; i < pattern.length - 3; i += 10) {
        const chunk = pattern.slice(i, i + 10);
        const bars = [0, 2, 4, 6, 8].map((k) => chunk[k]).join('');
        const spaces = [1, 3, 5, 7, 9].map((k) => chunk[k]).join('');
        out += `${table.indexOf(bars)}${table.indexOf(spaces)}`;
      }
      return out;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 30 }),
        (half) => {
          const input = half.length % 2 === 0 ? half : `${half}0`;
          const pattern = interleaved2of5Pattern(input);
          return (
            pattern.ok &&
            pattern.value.startsWith('nnnn') &&
            pattern.value.endsWith('wnn') &&
            decode(pattern.value) === input
          );
        },
      ),
    );
  });
});

describe('interleaved2of5Bars', () => {
  it('draws rectangles with the 3:1 default ratio', () => {
    const result = interleaved2of5Bars('12');
    // Elements n n n n | w n n w n n n n w w | w n n; bars at even positions: '1' = wnnnw as bars,
    // '2' = nwnnw as the spaces between them (hand-computed).
    expect(result).toEqual({
      ok: true,
      value: {
        bars: [
          { x: 0, width: 1 },
          { x: 2, width: 1 },
          { x: 4, width: 3 },
          { x: 8, width: 1 },
          { x: 12, width: 1 },
          { x: 14, width: 1 },
          { x: 16, width: 3 },
          { x: 22, width: 3 },
          { x: 26, width: 1 },
        ],
        totalWidth: 27,
      },
    });
  });

  it('scales with the narrow width and ratio; 44 digits have 22·5 + 2 + 2 = 114 bars', () => {
    const result = interleaved2of5Bars('00192131400000804000000001234567000000032111', {
      narrowWidth: 0.5,
      ratio: 2.5,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.bars).toHaveLength(114);
    // Each pair: 6 narrow + 4 wide elements; start 4 narrow; stop 2 narrow + 1 wide.
    expect(result.value.totalWidth).toBeCloseTo(0.5 * (22 * (6 + 4 * 2.5) + 4 + 2 + 2.5));
  });

  it.each([
    [{ narrowWidth: 0 }],
    [{ narrowWidth: -1 }],
    [{ narrowWidth: Number.NaN }],
    [{ ratio: 1.5 }],
    [{ ratio: 3.5 }],
  ])('refuses %j', (options) => {
    expect(interleaved2of5Bars('12', options)).toMatchObject({ ok: false, error: { code: 'bar-width' } });
  });

  it('passes pattern errors through', () => {
    expect(interleaved2of5Bars('123')).toMatchObject({ ok: false, error: { code: 'odd-length' } });
  });
});
