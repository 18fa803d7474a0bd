import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The three headline figures: stacked on phones, in a row from 700 px. */
export const figures = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** One figure: its name over its value. */
export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** A figure's name. */
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A figure's value, large. */
export const value = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** Requests by status: badge and number, wrapping. */
export const statuses = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One status and its number. */
export const status = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

/** A number in tabular figures. */
export const count = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
