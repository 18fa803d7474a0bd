import { createThemeContract } from '@vanilla-extract/css';

/**
 * The semantic design tokens every component styles itself with. Names say what a value is *for*
 * (`color.surface`, `color.danger`), never what it looks like, so a brand can change every value
 * without touching a component. Values come from one `createTheme` per brand (see `themes.css.ts`).
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    brandSurface: null,
    onBrand: null,
    surface: null,
    surfaceMuted: null,
    surfaceRaised: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    danger: null,
    dangerSurface: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
    focusRing: null,
    overlay: null,
    statusDue: null,
    statusPayable: null,
    statusPaid: null,
  },
  font: { body: null, heading: null, mono: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, semibold: null, bold: null },
  lineHeight: { tight: null, snug: null, normal: null },
  space: { 1: null, 2: null, 3: null, 4: null, 5: null, 6: null, 7: null, 8: null, 9: null, 10: null },
  radius: { sm: null, md: null, lg: null, xl: null, full: null },
  shadow: { sm: null, md: null, lg: null },
  size: { touchTarget: null, controlHeight: null, iconSm: null, iconMd: null, iconLg: null, focusRing: null },
  zIndex: {
    base: null,
    sticky: null,
    dropdown: null,
    overlay: null,
    modal: null,
    toast: null,
    tooltip: null,
  },
  motion: { durationFast: null, durationNormal: null, easing: null },
});
