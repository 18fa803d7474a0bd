import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Clears what the browser draws on a modal `<dialog>` or a popover (a centred box, border, padding,
 * Canvas background, size caps), so the component's own class alone decides the look. Applied with
 * `:where()` (zero specificity), so any component class wins whatever order the stylesheets load in.
 */
export const topLayerReset = style({});

globalStyle(`:where(${topLayerReset})`, {
  inset: 'auto',
  // The browser sizes a dialog and a popover to fit their content; `auto` lets insets stretch them.
  width: 'auto',
  height: 'auto',
  maxWidth: 'none',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  overflow: 'visible',
  backgroundColor: 'transparent',
  color: 'inherit',
});

// A component class may set `display` (flex, grid), which would beat the browser's own rule that
// hides a closed dialog: restore it, more specific than any single class.
globalStyle(`dialog${topLayerReset}:not([open])`, { display: 'none' });

// The page behind an open modal dialog does not scroll (it is inert anyway). No reserved scrollbar
// gutter: the backdrop does not cover it, so a short page would get a white strip at its right edge.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });
