import { describe, expect, it } from 'vitest';
import type { BrandColors } from '../theme/colors';
import { demoPalette, secondPalette } from '../theme/palettes';
import { contrastRatio, parseHex, TEXT_PAIRS, UI_PAIRS } from './contrast';

const palettes: Array<[string, BrandColors]> = [
  ['demo', demoPalette],
  ['second', secondPalette],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('refuses colours it cannot measure', () => {
    expect(() => parseHex('rgba(0,0,0,0.5)')).toThrow(/opaque hex/);
  });
});

describe.each(palettes)('%s brand palette', (_name, palette) => {
  it.each(TEXT_PAIRS)('text %s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)('control %s on %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
