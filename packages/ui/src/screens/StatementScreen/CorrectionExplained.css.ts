import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The contract's correction under the info block, set apart by a rule (product rule §8). */
export const block = style({
  margin: 0,
  marginBlockStart: vars.space[4],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The index's name ('INCC-M', 'Sem correção'). */
export const label = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

/** What the index means, in plain Portuguese. */
export const explanation = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
  maxInlineSize: '72ch',
});

/** The 'Valor Corrigido' of a row as the trigger of its correction tooltip: reads as the amount. */
export const amountTrigger = style({
  display: 'inline',
  padding: 0,
  border: 0,
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  cursor: 'help',
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
