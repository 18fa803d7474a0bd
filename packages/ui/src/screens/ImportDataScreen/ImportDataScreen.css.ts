import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The three steps: stacked on phones; template and file side by side from 1000 px, review under them. */
export const steps = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[5],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The review step (the last; the steps are `PageSection`s) spans the whole row. */
globalStyle(`${steps} > :last-child`, { gridColumn: '1 / -1' });

/** Number and title of a step. */
export const stepHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

/** The step's number in a brand-coloured disc. */
export const stepNumber = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSurface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** A calm paragraph of explanation. */
export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.normal });

/** The template's sheets as chips. */
export const sheets = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One sheet name. */
export const sheet = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

/** Buttons of a step: full width and stacked on phones, in a row at the end from 500 px. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  marginTop: 'auto',
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', justifyContent: 'flex-end', flexWrap: 'wrap' } },
});

/** The action row of a start-aligned button (the template download). */
export const actionsStart = style([
  actions,
  { '@media': { [mediaUp('sm')]: { justifyContent: 'flex-start' } } },
]);

/** Upload progress: the text over the bar. */
export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Label and percentage of the upload. */
export const progressText = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

/** Blocks of the review (file, alert, tables, buttons). */
export const review = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });

/** File name and expiry of the preview. */
export const fileLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
});

/** The previewed file's name, with its icon. */
export const fileName = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minWidth: 0,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  color: vars.color.text,
});

/** Secondary text (expiry, hints). */
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Figures line up in columns. */
export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** Status badge and the refused run's error count. */
export const statusCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
});

/** The history section. */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 });

/** A table and its page buttons. */
export const tableBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
});

/** A step's h2; it takes focus when its content changes (no ring for a focus the user did not move). */
export const stepTitle = style({
  fontSize: vars.fontSize.lg,
  selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } },
});

/** Heading of a table block (the table keeps the same text as its hidden caption). */
export const blockTitle = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

/** A run's counts: parts side by side, wrapping between parts, never inside one. */
export const changes = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
});

/** One part of a run's counts ('14 atualizados'). */
export const change = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&:not(:last-child)::after': {
      content: '"·"',
      marginInlineStart: vars.space[3],
      color: vars.color.textMuted,
    },
  },
});
