import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './contract.css';

// Global rules are few on purpose: a reset that every component relies on, and the page defaults.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceMuted,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

// Base heading scale, so semantic headings look right before any component styles them.
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });
globalStyle('h4', { fontSize: vars.fontSize.md });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });

// One focus ring for everything: visible for keyboard users only, never removed without a replacement.
globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
