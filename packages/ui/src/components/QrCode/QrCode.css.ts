import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Square, never wider than its column; dark modules in the text colour on the plain surface. */
export const qrCode = style({
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  aspectRatio: '1',
  height: 'auto',
  fill: vars.color.text,
  borderRadius: vars.radius.sm,
});

/** The background square: the plain surface, so the code stays readable on any card. */
export const qrBackground = style({ fill: vars.color.surface });
