import type { BrandColors } from './colors';

/**
 * Default demo brand: one calm blue on white, neutral greys with a cool tint — the look of a modern
 * Brazilian bank app. Every text/background pair is checked for 4.5:1 in `contrast.test.ts`.
 */
export const demoPalette: BrandColors = {
  brand: '#1D4FC4',
  brandStrong: '#153C99',
  brandSurface: '#EEF3FE',
  onBrand: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceMuted: '#F4F6FA',
  surfaceRaised: '#FFFFFF',
  border: '#E2E6EE',
  borderStrong: '#7A8496',
  text: '#172033',
  textMuted: '#525D70',
  danger: '#B42318',
  dangerSurface: '#FEF3F2',
  success: '#067647',
  successSurface: '#ECFDF3',
  warning: '#A33F06',
  warningSurface: '#FFF6E8',
  info: '#1849A9',
  infoSurface: '#EFF6FF',
  focusRing: '#1D4FC4',
  overlay: 'rgba(15, 23, 42, 0.56)',
  statusDue: '#B42318',
  statusPayable: '#8A4B08',
  statusPaid: '#067647',
};

/**
 * Second brand, only to prove the kit is white-label: a deep green with warm neutrals. Nothing in
 * a component may look broken when Storybook switches to it.
 */
export const secondPalette: BrandColors = {
  brand: '#0B6B4B',
  brandStrong: '#07503A',
  brandSurface: '#E9F6F0',
  onBrand: '#FFFFFF',
  surface: '#FFFFFF',
  surfaceMuted: '#F6F5F2',
  surfaceRaised: '#FFFFFF',
  border: '#E6E2DA',
  borderStrong: '#7E776C',
  text: '#221F1A',
  textMuted: '#5B554C',
  danger: '#B42318',
  dangerSurface: '#FEF3F2',
  success: '#067647',
  successSurface: '#ECFDF3',
  warning: '#A33F06',
  warningSurface: '#FFF6E8',
  info: '#1849A9',
  infoSurface: '#EFF6FF',
  focusRing: '#0B6B4B',
  overlay: 'rgba(28, 25, 23, 0.56)',
  statusDue: '#B42318',
  statusPayable: '#8A4B08',
  statusPaid: '#067647',
};
