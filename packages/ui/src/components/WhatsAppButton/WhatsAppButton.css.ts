import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Round floating button at the bottom right, above the content but under dialogs. Sticky, not fixed:
 * while the page scrolls it floats at the bottom of the viewport, and at the end of the page it rests
 * in its own slot after the content. A fixed button covered the last card's text on phones (and would
 * cover the footer under it); the slot is the bottom padding the content needs, sized by the button.
 */
export const whatsAppButton = style({
  position: 'sticky',
  insetBlockEnd: vars.space[5],
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
});

/** Bigger glyph than the icon scale's largest, by scaling it. */
export const glyph = style({ display: 'inline-flex', transform: 'scale(1.3)' });
