import { describe, expect, it } from 'vitest';
import {
  brandColorProblems,
  brandTones,
  contrastRatio,
  isHexColor,
  mixHex,
  parseHex,
  toHex,
} from './brand-colors';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#fff')).toBeCloseTo(1, 5);
    // #767676 on white is the well-known lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('reads short and long hex forms, and refuses what it cannot measure', () => {
    expect(parseHex('#1d4')).toEqual([0x11, 0xdd, 0x44]);
    expect(toHex([17, 221, 68])).toBe('#11DD44');
    expect(isHexColor('#12345678')).toBe(false);
    expect(() => parseHex('rgba(0,0,0,0.5)')).toThrow(/opaque hex/);
  });

  it('mixes towards another colour', () => {
    expect(mixHex('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    expect(mixHex('#123456', '#FFFFFF', 0)).toBe('#123456');
  });
});

describe('brandColorProblems', () => {
  it('accepts a dark brand colour with white text', () => {
    expect(brandColorProblems('#1D4FC4', '#FFFFFF')).toEqual([]);
  });

  it('refuses text under 4.5:1 on the brand colour', () => {
    // #4F9BE8 with white text is about 3:1.
    expect(brandColorProblems('#4F9BE8', '#FFFFFF')).toContain('text-contrast');
  });

  it('refuses a light brand colour even with dark text, since links on white use it', () => {
    expect(brandColorProblems('#F5C400', '#000000')).toEqual(['white-contrast']);
  });

  it('names colours that are not opaque hex', () => {
    expect(brandColorProblems('azul', '#fff')).toEqual(['primary-not-hex']);
    expect(brandColorProblems('#123', 'rgba(0,0,0,1)')).toEqual(['text-not-hex']);
  });
});

describe('brandTones', () => {
  it.each([
    ['#1D4FC4', '#FFFFFF'],
    ['#0B6B4B', '#FFFFFF'],
    ['#B3261E', '#FFFFFF'],
    ['#595959', '#FFFFFF'],
  ])('derives tones from %s that keep every text pair at 4.5:1', (primary, text) => {
    const tones = brandTones(primary, text);
    expect(contrastRatio(tones.onBrand, tones.brand)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tones.onBrand, tones.brandStrong)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tones.brand, tones.brandSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tones.brandStrong, tones.brandSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(tones.brand, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(tones.brandSurface).not.toBe(tones.brand);
  });
});
