import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Round floating button, bottom right, above the content but under dialogs. */
export const whatsAppButton = style({
  position: 'fixed',
  insetInlineEnd: vars.space[5],
  insetBlockEnd: vars.space[5],
  zIndex: vars.zIndex.sticky,
  display: 'grid',
  placeItems: 'center',
  width: vars.space[10],
  height: vars.space[10],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.success,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.lg,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '&:hover': { transform: 'scale(1.06)' } },
});

/** Bigger glyph than the icon scale's largest, by scaling it. */
export const glyph = style({ display: 'inline-flex', transform: 'scale(1.3)' });
