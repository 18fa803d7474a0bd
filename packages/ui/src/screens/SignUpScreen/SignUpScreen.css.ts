import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Password and confirmation side by side where there is room, stacked on phones. */
export const passwords = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr', gap: vars.space[4] } },
});

/** The sender address in the activation dialog: it must be easy to spot and copy. */
export const sender = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'break-word',
});
