/**
 * `@portal/ui/theme` — what styling code needs: the token contract every theme fills (`vars`), the
 * breakpoints and media queries, and the brand colour tokens (decision 070). No React and no global
 * styles here, so a `.css.ts` file can import it; the kit's `BrandProvider` applies a theme and the
 * global styles.
 */

export { type Breakpoint, breakpoints, mediaDown, mediaUp, reducedMotion } from './breakpoints';
export type { BrandColors, ColorToken } from './colors';
export { vars } from './contract.css';
