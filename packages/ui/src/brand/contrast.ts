import type { ColorToken } from '../theme/colors';

/** Parses `#RGB` or `#RRGGBB` into 0–255 channels; throws on anything else (an opaque colour is required). */
export function parseHex(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) throw new Error(`Not an opaque hex colour: ${hex}`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio (1–21) between two opaque hex colours, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Every foreground/background pair the kit actually draws text with (WCAG 1.4.3, 4.5:1).
 * Add a pair here whenever a component puts a colour token on a new background.
 */
export const TEXT_PAIRS: ReadonlyArray<readonly [fg: ColorToken, bg: ColorToken]> = [
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['text', 'surfaceRaised'],
  ['text', 'brandSurface'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandStrong'],
  ['onBrand', 'danger'],
  ['brand', 'surface'],
  ['brand', 'surfaceMuted'],
  ['brand', 'brandSurface'],
  ['brandStrong', 'brandSurface'],
  ['danger', 'surface'],
  ['danger', 'dangerSurface'],
  ['success', 'surface'],
  ['success', 'successSurface'],
  ['warning', 'surface'],
  ['warning', 'warningSurface'],
  ['info', 'surface'],
  ['info', 'infoSurface'],
  ['statusDue', 'surface'],
  ['statusDue', 'warningSurface'],
  ['statusPayable', 'surface'],
  ['statusPayable', 'dangerSurface'],
  ['statusPaid', 'surface'],
  ['statusPaid', 'successSurface'],
];

/** Non-text pairs (control borders, focus ring) need 3:1 against their surface (WCAG 1.4.11). */
export const UI_PAIRS: ReadonlyArray<readonly [fg: ColorToken, bg: ColorToken]> = [
  ['borderStrong', 'surface'],
  ['focusRing', 'surface'],
  ['focusRing', 'surfaceMuted'],
  ['brand', 'surface'],
];
