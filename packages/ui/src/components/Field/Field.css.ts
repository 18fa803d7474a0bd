import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Label, control and messages stacked with a tight rhythm. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/** The visible label. */
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The red asterisk of a required field (spec section 5); hidden from screen readers, which hear "required". */
export const asterisk = style({ color: vars.color.danger, marginInlineStart: vars.space[1] });

/** Helper text under the control. */
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The field's error, in the danger colour with an icon (never colour alone). */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});

/** Row under the control when there is a counter: the messages on the left, the count on the right. */
export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space[3],
});

/** "120/2000"; tabular digits so it does not jitter while typing. */
export const counter = style({
  marginInlineStart: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
