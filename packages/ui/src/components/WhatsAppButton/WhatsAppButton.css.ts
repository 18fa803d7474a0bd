import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** From this width the button floats, in a gutter the page leaves free for it (`floatingGutter`). */
export const floatsFrom = mediaUp('lg');

/**
 * The space a page keeps free at its inline end where the button floats: the button and a gap. A
 * page that shows the button pads its content with it from `floatsFrom` (SupportScreen.css.ts).
 */
export const floatingGutter = `calc(${vars.space[10]} + ${vars.space[4]})`;

/**
 * Round button at the bottom right, never over the content (product rule §4). On a phone or a tablet
 * it rests in its own slot at the end of the page: floating there covered the message counter,
 * 'Enviar' and the contact cards, and the top bar's WhatsApp link is at hand. From `floatsFrom` it is
 * sticky — at the bottom of the viewport while the page scrolls, in its slot at the end — in the
 * gutter the page keeps free, so it covers no card.
 */
export const whatsAppButton = style({
  position: 'static',
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  // Pushes it to the right edge in a block or flex-column parent alike.
  alignSelf: 'flex-end',
  marginInlineStart: 'auto',
  width: vars.space[10],
  height: vars.space[10],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { transform: 'scale(1.06)' },
    // The global ring, pushed off the green disc so it shows on both the button and the page.
    '&:focus-visible': { outlineOffset: '3px' },
  },
  '@media': { [floatsFrom]: { position: 'sticky', insetBlockEnd: vars.space[5] } },
});

/** Bigger glyph than the icon scale's largest, by scaling it. */
export const glyph = style({ display: 'inline-flex', transform: 'scale(1.3)' });
