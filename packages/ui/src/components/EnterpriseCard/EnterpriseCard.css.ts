import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The whole card is one button: image on top, name below; lifts slightly on hover. */
export const enterpriseCard = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    padding: 0,
    overflow: 'hidden',
    textAlign: 'start',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    cursor: 'pointer',
    transition: `box-shadow ${vars.motion.durationNormal} ${vars.motion.easing}, transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
      '&:focus-visible': { outlineOffset: '3px' },
    },
  },
});

/** 4:3 frame so a grid of cards lines up whatever the photo's size. */
export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  width: '100%',
  backgroundColor: vars.color.brandSurface,
});

/** The photo fills the frame, cropped, never stretched. */
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** Placeholder when there is no photo: the brand tint with a building drawn in the brand colour. */
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  height: '100%',
  color: vars.color.brand,
});

/** A larger glyph than the icon scale offers, drawn by scaling the large icon. */
export const placeholderGlyph = style({ transform: 'scale(2)' });

/** Name row with the arrow that hints the card opens something. */
export const body = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[4]} ${vars.space[5]}`,
  flex: 1,
});

/** The enterprise name; long names wrap to at most three lines. */
export const name = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The chevron, in the brand colour. */
export const arrow = style({ color: vars.color.brand, display: 'inline-flex' });

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

/** Grey blocks shaped like a card while the list loads. */
export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

/** The image block of the skeleton. */
export const skeletonMedia = style({ aspectRatio: '4 / 3', backgroundColor: vars.color.surfaceMuted });

/** The text line of the skeleton. */
export const skeletonLine = style({
  height: vars.space[4],
  width: '60%',
  margin: `${vars.space[5]} ${vars.space[5]}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

/** The image frame of a real card whose photo is still loading: the skeleton's block, shimmering. */
export const mediaLoading = style({
  display: 'block',
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.surfaceMuted,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
