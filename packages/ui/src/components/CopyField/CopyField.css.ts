import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Label above, code box with its copy button. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/** The visible label. */
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Read-only box: the whole code is visible (wraps), never cut by an input's width. */
export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.controlHeight,
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[1],
  paddingBlock: vars.space[1],
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** The code itself: monospace, breaks anywhere so a 150-character PIX code fits a phone. */
export const code = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // Break between the groups of a digitable line; a PIX code has no spaces and breaks anywhere.
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

/** The code is clamped to a few lines when long (PIX), the full text stays selectable and copyable. */
export const clamped = style({
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
