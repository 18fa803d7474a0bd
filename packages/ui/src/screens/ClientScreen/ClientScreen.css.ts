import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Facts as label over value, one column on phones, three from 700 px. */
export const facts = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** One fact: its label (muted, small) above its value. */
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere', fontWeight: vars.fontWeight.medium });

/** The section title and the state badge on one line. */
export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

/** Secondary text: what the state means. */
export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** The actions: stacked full width on phones, side by side from 700 px. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [mediaUp('md')]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

/** An e-mail, which may break anywhere rather than widen a phone's card. */
export const breakable = style({ overflowWrap: 'anywhere' });
