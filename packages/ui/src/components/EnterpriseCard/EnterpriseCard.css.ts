import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { fillLook, trackLook } from '../ProgressBar/progress-look';

/**
 * The card: image, name, then the progress and the delivery. One button covers it all (its `::after`
 * spans the card), so the whole card is one tab stop and one press target; lifts slightly on hover.
 */
export const enterpriseCard = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    height: '100%',
    overflow: 'hidden',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    transition: `box-shadow ${vars.motion.durationNormal} ${vars.motion.easing}, transform ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: vars.shadow.md, transform: 'translateY(-2px)' },
      // The focus ring goes round the whole card, not only the button's part of it.
      '&:has(:focus-visible)': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: '3px',
      },
    },
  },
});

/** The button: image and name; its `::after` covers the whole card. */
export const cover = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  width: '100%',
  padding: 0,
  border: 0,
  textAlign: 'start',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
  },
});

/** Progress and delivery under the name. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: `0 ${vars.space[5]} ${vars.space[4]}`,
  marginTop: `calc(-1 * ${vars.space[2]})`,
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

/** A thin bar and "58% concluído" side by side. */
export const progressRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

/** The card's progress track, the kit's bar look. */
export const track = style({ ...trackLook, flex: 1, height: vars.space[1], overflow: 'hidden' });

/** The filled part; its width is set inline. */
export const fill = style({ ...fillLook, display: 'block', height: '100%' });

/** "58% concluído". */
export const percent = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** "Previsão de entrega: Dezembro de 2027". */
export const delivery = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The month of the delivery, in the text colour. */
export const deliveryMonth = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

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
