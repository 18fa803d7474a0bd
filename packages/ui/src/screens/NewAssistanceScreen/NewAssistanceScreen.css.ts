import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The form: one column on phones; unit and system side by side from 700 px. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** Two fields a row from 700 px. */
export const pair = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** 'Enviar solicitação' and 'Cancelar': stacked full width on phones, at the end from 700 px. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[3],
  '@media': { [mediaUp('md')]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
