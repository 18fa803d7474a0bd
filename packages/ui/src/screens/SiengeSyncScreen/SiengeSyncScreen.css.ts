import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Title with its badge, and the action: stacked on phones, one row from 700 px. */
export const cardHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': {
    [mediaUp('md')]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' },
  },
});

/** The title and the status badge. */
export const titleLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
});

/** The button and the reason it is disabled. */
export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  '@media': { [mediaUp('md')]: { alignItems: 'flex-end', maxWidth: '22rem', textAlign: 'end' } },
});

/** The facts of the sync as label/value pairs: two columns on phones, up to four on wide screens. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  margin: 0,
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

/** One fact. */
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

/** A fact's label. */
export const factLabel = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

/** A fact's value. */
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** Schedule and webhook lines. */
export const notes = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** Muted helper text. */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Sections of the screen (changes, errors). */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

/** Figures line up in columns. */
export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Heading of a table block (the table keeps the same text as its hidden caption). */
export const blockTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** Body text of the not-configured explanation. */
export const lead = style({ margin: 0, maxWidth: '70ch' });

/** What to ask for, numbered. */
export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[6],
  maxWidth: '70ch',
});
