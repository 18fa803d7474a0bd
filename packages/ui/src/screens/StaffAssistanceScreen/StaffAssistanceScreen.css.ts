import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The visit's day and window: stacked on phones, in one row from 700 px. */
export const visit = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});
