import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Page defaults for the themed subtree (the theme variables live on the same element). */
export const brandRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
