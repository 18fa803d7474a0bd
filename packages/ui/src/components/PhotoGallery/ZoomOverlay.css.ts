import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The full-screen `<dialog>` holding the photo, its caption and the controls, over a dark blurred
 * backdrop: photos read best on black-ish, whatever the brand.
 */
export const content = style({
  position: 'fixed',
  inset: 0,
  display: 'grid',
  gridTemplateRows: 'auto minmax(0, 1fr) auto',
  gap: vars.space[3],
  padding: vars.space[4],
  color: vars.color.onBrand,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::backdrop': { backgroundColor: vars.color.overlay, backdropFilter: 'blur(2px)' },
  },
});

/** Top row: position text and the close button. */
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/** "Foto 2 de 5". */
export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onBrand,
});

/** Middle row: previous, photo, next. */
export const stage = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 0,
});

/** The photo, as large as fits, never cropped. */
export const image = style({
  justifySelf: 'center',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  backgroundColor: vars.color.surface,
});

/** Round, light controls that read on the dark backdrop. */
export const control = style({
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover:not([data-disabled])': { backgroundColor: vars.color.surfaceMuted } },
});

/** Keyboard hint under the photo. */
export const hint = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.onBrand,
});
