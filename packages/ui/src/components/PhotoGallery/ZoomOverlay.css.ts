import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Where there is a keyboard: a mouse or trackpad that hovers (product rule: photos). */
const keyboardDevice = '(hover: hover) and (pointer: fine)';

/**
 * The full-screen `<dialog>` holding the photo, its caption and the controls, over a dark blurred
 * backdrop: photos read best on black-ish, whatever the brand. On a phone the photo runs edge to edge.
 */
export const content = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space[3],
  padding: `${vars.space[3]} 0`,
  color: vars.color.onBrand,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::backdrop': { backgroundColor: vars.color.overlay, backdropFilter: 'blur(2px)' },
  },
  '@media': { [mediaUp('md')]: { padding: vars.space[4] } },
});

/** Top row: position and month, and the close button. */
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `0 ${vars.space[3]}`,
  '@media': { [mediaUp('md')]: { padding: 0 } },
});

/** "Foto 2 de 5" over "Março de 2026". */
export const heading = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** "Foto 2 de 5". */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onBrand,
});

/** The photo's month and year. */
export const month = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.onBrand });

/**
 * Middle row. On a phone one cell, the photo the full width and the previous/next buttons over its
 * edges; from the medium breakpoint previous, photo and next side by side. Vertical pans and pinch
 * zoom stay with the browser; horizontal moves are ours (the swipe).
 */
export const stage = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // A definite row, so the photo's 100 % height is the row's and a tall photo never spills out.
  gridTemplateRows: 'minmax(0, 1fr)',
  alignItems: 'center',
  minHeight: 0,
  touchAction: 'pan-y pinch-zoom',
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', gap: vars.space[2] },
  },
});

/**
 * The photo, never cropped. On a phone it fills the row (a small photo is enlarged: never smaller than
 * its thumbnail); from md as large as fits but not beyond its own size, so it stays sharp.
 */
export const image = style({
  gridRow: 1,
  gridColumn: 1,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  userSelect: 'none',
  '@media': {
    [mediaUp('md')]: {
      gridColumn: 2,
      justifySelf: 'center',
      width: 'auto',
      height: 'auto',
      maxWidth: '100%',
      maxHeight: '100%',
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.lg,
    },
  },
});

/** Round, light controls that read on the dark backdrop. */
export const control = style({
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  selectors: { '&:hover:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted } },
});

/** 'Foto anterior': over the photo's left edge on a phone, its own column from md. */
export const previous = style({
  gridRow: 1,
  gridColumn: 1,
  justifySelf: 'start',
  zIndex: 1,
  marginInlineStart: vars.space[2],
  '@media': { [mediaUp('md')]: { marginInlineStart: 0 } },
});

/** 'Próxima foto': over the photo's right edge on a phone, its own column from md. */
export const next = style({
  gridRow: 1,
  gridColumn: 1,
  justifySelf: 'end',
  zIndex: 1,
  marginInlineEnd: vars.space[2],
  '@media': { [mediaUp('md')]: { gridColumn: 3, marginInlineEnd: 0 } },
});

const hint = {
  margin: 0,
  padding: `0 ${vars.space[3]}`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrand,
} as const;

/** Keyboard hint under the photo: only where there is a keyboard and a fine pointer. */
export const keyboardHint = style({
  ...hint,
  display: 'none',
  '@media': { [keyboardDevice]: { display: 'block' } },
});

/** Swipe hint under the photo: on touch screens (and anywhere without a hovering pointer). */
export const touchHint = style({
  ...hint,
  '@media': { [keyboardDevice]: { display: 'none' } },
});
