import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
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

/** `lines` lines of the explanation's text (its font size times its line height), in tokens. */
const lines = (count: number) => `calc(${count} * ${vars.fontSize.sm} * ${vars.lineHeight.normal})`;

/**
 * The explanation's height from the first paint: as many lines as the longest text of a named index
 * takes (INCC-DI and IGP-M: 7 lines on a 360–499 px phone, 3 from 500 px), so 'Dados do contrato'
 * keeps one height from skeleton to text and nothing under it moves (layout shift, decision 071).
 */
export const explanationReserved = style({
  minBlockSize: lines(7),
  '@media': { [mediaUp('sm')]: { minBlockSize: lines(3) } },
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
