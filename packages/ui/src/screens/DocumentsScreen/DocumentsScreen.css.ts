import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The groups, one card each, spaced like the other pages' sections. */
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** A group's heading block: the name over what it holds. */
export const groupHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** Secondary text: what a group holds, a hint under a heading. */
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

/** A document's title with its 'Novo' badge after it; long titles wrap rather than widen a card. */
export const titleCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  overflowWrap: 'anywhere',
});

/** The failure of one opening: its sentence and its retry side by side, wrapping on a phone. */
export const openError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});
