import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Gallery and its pagination. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** One column on phones, three from the medium breakpoint (3 photos per page, spec section 9). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A photo and, for admins, its remove button. */
export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

/** The thumbnail button: opens the zoom; shows a zoom glyph on hover and focus. */
export const thumb = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  cursor: 'zoom-in',
  backgroundColor: vars.color.surfaceMuted,
  aspectRatio: '4 / 3',
  selectors: { '&:focus-visible': { outlineOffset: '3px' } },
});

/** The photo fills the 4:3 frame. */
export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: { [`${thumb}:hover &`]: { transform: 'scale(1.03)' } },
});

/** "Março de 2026" under a photo. */
export const caption = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/** Round badge with the zoom glyph, bottom right of the photo. */
export const zoomBadge = style({
  position: 'absolute',
  right: vars.space[3],
  bottom: vars.space[3],
  display: 'grid',
  placeItems: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
});

/** The photo shown in the remove confirmation: wide, 4:3, rounded like the thumbnails. */
export const removePreview = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
