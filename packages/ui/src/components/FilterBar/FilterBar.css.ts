import { createVar, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const columns = createVar();

/** The filter form: a quiet surface above the table. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaUp('md')]: { padding: vars.space[5] } },
});

/** The fields grid: 1 column on phones, 2 from 700 px, then as many as fit from 1150 px. */
export const fields = style({
  vars: { [columns]: '1' },
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: vars.space[4],
  alignItems: 'start',
  '@media': {
    [mediaUp('md')]: { vars: { [columns]: '2' } },
    // Wide screens: as many ~14rem tracks as fit, so five cells share one row at 1440 px; auto-fill
    // keeps the empty tracks, so a lone field (the clients' name) stays field-sized.
    [mediaUp('xl')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  },
});

/** 'Limpar filtros' and 'Filtrar', right-aligned, wrapping on narrow screens. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
});

/** A field that needs two grid cells (a date range): two dates side by side need the room. */
export const wide = style({ '@media': { [mediaUp('md')]: { gridColumn: 'span 2' } } });
