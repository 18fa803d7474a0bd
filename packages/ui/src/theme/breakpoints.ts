/**
 * Layout breakpoints of spec section 9 (pixels), named by what they are used for. Design mobile
 * first (360 px) and widen with `mediaUp`; `mediaDown` exists for the spec's sign-up panel widths.
 */
export const breakpoints = {
  xs: 400,
  sm: 500,
  signUpNarrow: 550,
  md: 700,
  signUpMedium: 810,
  lg: 1000,
  xl: 1150,
  signUpWide: 1200,
} as const;

/** A named breakpoint. */
export type Breakpoint = keyof typeof breakpoints;

/** Media query for viewports at least as wide as the breakpoint, for vanilla-extract `@media`. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `screen and (min-width: ${breakpoints[breakpoint]}px)`;
}

/** Media query for viewports narrower than the breakpoint (the exact complement of `mediaUp`). */
export function mediaDown(breakpoint: Breakpoint): string {
  return `screen and (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
}

/** Honour the operating system's "reduce motion" setting. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
