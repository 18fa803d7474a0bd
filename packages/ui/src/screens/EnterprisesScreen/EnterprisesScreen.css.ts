import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Title block and search side by side on wide screens, stacked on phones. */
export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  '@media': {
    [mediaUp('lg')]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' },
  },
});

/** The search box keeps a comfortable width on desktops. */
export const search = style({ width: '100%', '@media': { [mediaUp('lg')]: { maxWidth: '24rem' } } });

/** 1 column on small phones, 2 from 500 px, 3 from 1000 px, 4 from 1150 px (8 per page = 2 full rows). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaUp('xl')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

/** "Resultados para …". */
export const results = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
