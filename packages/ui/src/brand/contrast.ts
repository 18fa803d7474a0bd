import type { ColorToken } from '../theme/colors';

// The arithmetic is the domain's (one WCAG formula for the kit and the server's brand file check).
export { contrastRatio, parseHex, relativeLuminance } from '@portal/domain';

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
  ['statusDue', 'dangerSurface'],
  // 'Vencido' is drawn white on red, the strongest badge (docs/product/rules.md, "Status colours").
  ['surface', 'statusDue'],
  ['statusPayable', 'surface'],
  ['statusPayable', 'warningSurface'],
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
