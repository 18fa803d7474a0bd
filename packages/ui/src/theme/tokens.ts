import type { BrandColors } from './colors';

/** Font stacks: Inter is self-hosted (@fontsource-variable/inter); system fonts cover the first paint. */
const fontStack =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * The brand-independent scales (type, space, radii, shadows, sizes, layers, motion). A brand only
 * changes colours; keeping rhythm and sizes shared keeps every brand accessible (44 px targets).
 */
export const scales = {
  font: {
    body: fontStack,
    heading: fontStack,
    mono: "ui-monospace, SFMono-Regular, 'Cascadia Mono', Menlo, Consolas, monospace",
  },
  // rem so the browser's font-size preference scales the whole UI; 16 px base.
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.2', snug: '1.35', normal: '1.5' },
  // 4 px grid: 4, 8, 12, 16, 20, 24, 32, 40, 48, 64.
  space: {
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    7: '2rem',
    8: '2.5rem',
    9: '3rem',
    10: '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '14px', xl: '20px', full: '9999px' },
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 2px 4px rgba(16, 24, 40, 0.06), 0 6px 16px rgba(16, 24, 40, 0.08)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.16)',
  },
  size: {
    touchTarget: '44px',
    controlHeight: '48px',
    iconSm: '16px',
    iconMd: '20px',
    iconLg: '24px',
    focusRing: '3px',
  },
  zIndex: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    modal: '400',
    toast: '500',
    tooltip: '600',
  },
  motion: { durationFast: '120ms', durationNormal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
} as const;

/** The full token values of one brand: its colours plus the shared scales (shape of `vars`). */
export function themeTokens(colors: BrandColors) {
  return { color: { ...colors }, ...scales };
}
