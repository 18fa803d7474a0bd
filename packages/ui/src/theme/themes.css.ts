import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { demoPalette, secondPalette } from './palettes';
import { themeTokens } from './tokens';

/** Class that applies the default demo brand's tokens to its subtree. */
export const demoThemeClass = createTheme(vars, themeTokens(demoPalette));

/** Class that applies the second (white-label proof) brand's tokens to its subtree. */
export const secondThemeClass = createTheme(vars, themeTokens(secondPalette));

/** Prebuilt theme classes by brand id; a brand without one gets its colours as inline variables. */
export const brandThemeClass: Readonly<Record<string, string>> = {
  demo: demoThemeClass,
  second: secondThemeClass,
};
