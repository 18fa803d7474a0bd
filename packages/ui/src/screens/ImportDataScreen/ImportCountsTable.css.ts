import { style } from '@vanilla-extract/css';
import { mediaDown, mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRules } from '../../theme/visually-hidden';

/*
 * A small matrix (six entities × three counts) stays a compact table: the DataTable's card per row
 * would make it six screens long on a phone. Below 500 px, where four columns do not fit, each row
 * puts the entity's name on its own line and its three counts in a row under it, under the same
 * three column headers (the 'Entidade' header is then only read, not shown).
 */
const phone = mediaDown('sm');

/** Border and surface around the table; scrolls sideways only if a screen is narrower still. */
export const frame = style({
  minWidth: 0,
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** The table fills its frame. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  // The DataTable's type, so both tables of a screen read alike.
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

/** Heading and table. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  // Four short columns: on a wide screen the figures stay near their names instead of 1,400 px apart.
  maxWidth: '48rem',
});

/** The table's heading (it names the table too). */
export const title = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** Row groups become plain blocks on a phone so the rows can be grids. */
export const group = style({ '@media': { [phone]: { display: 'block' } } });

/** A row: a hairline under it; on a phone a three-column grid. */
export const row = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none' } },
  '@media': {
    [phone]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      paddingBlock: vars.space[1],
    },
  },
});

/** Every cell: calm padding. */
export const cell = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  textAlign: 'start',
  '@media': {
    [mediaUp('md')]: { paddingBlock: vars.space[3], paddingInline: vars.space[4] },
    [phone]: { display: 'block', paddingBlock: vars.space[1] },
  },
});

/** Column headers: muted, small, on the muted surface. */
export const head = style([
  cell,
  {
    backgroundColor: vars.color.surfaceMuted,
    color: vars.color.textMuted,
    fontWeight: vars.fontWeight.semibold,
    verticalAlign: 'bottom',
  },
]);

/** The header row on a phone: the muted band spans the grid. */
export const headRow = style([row, { backgroundColor: vars.color.surfaceMuted }]);

/** 'Entidade': read by screen readers only on a phone, where the names head their rows. */
export const entityHead = style([head, { '@media': { [phone]: visuallyHiddenRules } }]);

/** A count: right-aligned tabular figures. */
export const figure = style([
  cell,
  { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
]);

/** A count's header, aligned with its figures. */
export const figureHead = style([head, { textAlign: 'end' }]);

/** The entity's name heads its row; on a phone it spans the three counts. */
export const entity = style([
  cell,
  { fontWeight: vars.fontWeight.medium, '@media': { [phone]: { gridColumn: '1 / -1' } } },
]);

/** A zero is quieter than a real change. */
export const zero = style({ color: vars.color.textMuted });

/** Text of a file without rows to import. */
export const empty = style({ color: vars.color.textMuted, padding: vars.space[4] });
