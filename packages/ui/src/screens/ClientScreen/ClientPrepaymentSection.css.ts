import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Contract, payment date and 'Simular': stacked on phones, on one line from 700 px. */
export const form = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto', alignItems: 'end' },
  },
});

/** Keeps 'Simular' level with the selects (below their labels) on wide screens. */
export const action = style({ display: 'flex' });

/** The simulation's figures under the form. */
export const result = style({ display: 'grid', gap: vars.space[4], marginTop: vars.space[4] });
