import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaDown, mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRules } from '../../theme/visually-hidden';

// Below 700 px (spec breakpoint) the table becomes a list of cards: ten columns never fit a phone,
// and a card per installment reads like a bank statement. The header row stays as a strip of sort
// chips that scrolls sideways, so sorting and the column tooltips remain reachable on a phone.
// On wide screens the chrome of each column (paddings, the sort arrow, the info button) is kept small:
// ten columns beside the open side menu at 1280-1440 px have about 950-1100 px, and a header's words
// are the only part that may wrap (onto two lines), never an amount or a date.
const phone = mediaDown('md');
const wide = mediaUp('md');

const shimmer = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 1 }, '100%': { opacity: 0.45 } });

/** Frame of the table; scrolls sideways on mid-size screens when the columns do not fit. */
export const frame = style({
  minWidth: 0,
  '@media': {
    [wide]: {
      overflowX: 'auto',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surfaceRaised,
    },
    // While the rows load, a phone's browser styles and lays out the skeleton below the page's summary
    // only as it comes near the screen, the frame and each card (decision 039). Loaded, the table is
    // drawn as usual (containment would move its text by a pixel).
    [phone]: {
      selectors: { '&[data-loading]': { contentVisibility: 'auto', containIntrinsicSize: 'auto 150rem' } },
    },
  },
});

/** The table. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@media': { [phone]: { display: 'block' } },
});

/** Caption: a heading above the table, or read by screen readers only. */
export const caption = recipe({
  base: { textAlign: 'start', fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg },
  variants: {
    visible: {
      true: { paddingBlockEnd: vars.space[3] },
      false: visuallyHiddenRules,
    },
  },
});

/**
 * Header group: a sticky row on wide screens, a sideways-scrolling chip strip on phones. Without a
 * sortable column the chips would do nothing (each card already labels its values), so on phones
 * they are only kept for screen readers.
 */
export const head = style({
  backgroundColor: vars.color.surfaceMuted,
  '@media': {
    [phone]: {
      display: 'block',
      overflowX: 'auto',
      backgroundColor: 'transparent',
      paddingBlockEnd: vars.space[3],
    },
  },
  selectors: {
    '&:not([data-sortable])': {
      '@media': {
        [phone]: visuallyHiddenRules,
      },
    },
  },
});

/** The header row. */
export const headRow = style({
  '@media': { [phone]: { display: 'flex', gap: vars.space[2], width: 'max-content' } },
});

/** A header cell. */
export const headerCell = recipe({
  base: {
    paddingBlock: vars.space[1],
    paddingInline: vars.space[1],
    borderBottom: `1px solid ${vars.color.border}`,
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    textAlign: 'start',
    verticalAlign: 'middle',
    '@media': {
      [phone]: {
        display: 'block',
        padding: 0,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.full,
        backgroundColor: vars.color.surface,
      },
    },
    selectors: {
      // On phones each card labels its values: a column that neither sorts nor has a tip gets no chip
      // in the strip (it stays a column header for screen readers).
      '&[data-static]': {
        '@media': {
          [phone]: visuallyHiddenRules,
        },
      },
      '&[aria-sort="ascending"], &[aria-sort="descending"]': {
        color: vars.color.brand,
        '@media': { [phone]: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSurface } },
      },
    },
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

/**
 * Header content: the sort button and the info tip side by side. On wide screens the tip may drop
 * below the name when the column is narrow, so the tip never widens a column.
 */
export const headerContent = recipe({
  base: { display: 'flex', alignItems: 'center', gap: 0, '@media': { [wide]: { flexWrap: 'wrap' } } },
  variants: {
    align: { start: { justifyContent: 'flex-start' }, end: { justifyContent: 'flex-end' } },
  },
  defaultVariants: { align: 'start' },
});

/** Header text when the column cannot be sorted. */
export const headerText = style({
  paddingInline: vars.space[2],
  '@media': {
    [wide]: { paddingInline: vars.space[1] },
    [phone]: { paddingInlineStart: vars.space[4], whiteSpace: 'nowrap' },
  },
});

/** The sort toggle: the column name plus a direction arrow, 44 px tall. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontWeight: 'inherit',
  fontSize: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.brand } },
  '@media': {
    [wide]: { paddingInline: vars.space[1] },
    [phone]: { whiteSpace: 'nowrap', paddingInlineStart: vars.space[4], borderRadius: vars.radius.full },
  },
});

/** A body row: a table row on wide screens, a card on phones. */
export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
  '@media': {
    [wide]: { selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } } },
    [phone]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      gap: `${vars.space[3]} ${vars.space[4]}`,
      padding: vars.space[4],
      marginBlockEnd: vars.space[3],
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: vars.shadow.sm,
      // A skeleton card is drawn only near the screen, as its frame (see `frame`).
      selectors: { '[data-loading] &': { contentVisibility: 'auto', containIntrinsicSize: 'auto 18rem' } },
    },
  },
});

/** Body group. */
export const body = style({ '@media': { [phone]: { display: 'block' } } });

/** A data cell; on phones it stacks its column name (from data-label) above the value. */
export const cell = recipe({
  base: {
    paddingBlock: vars.space[3],
    paddingInline: vars.space[2],
    verticalAlign: 'middle',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    '@media': {
      [phone]: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: vars.space[1],
        padding: 0,
        whiteSpace: 'normal',
        fontSize: vars.fontSize.md,
        selectors: {
          '&[data-card-hidden]': { display: 'none' },
          '&::before': {
            content: 'attr(data-label)',
            fontSize: vars.fontSize.xs,
            fontWeight: vars.fontWeight.semibold,
            color: vars.color.textMuted,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
          },
        },
      },
    },
  },
  variants: {
    align: {
      start: {},
      end: { textAlign: 'end', '@media': { [phone]: { textAlign: 'start' } } },
    },
    // The first column titles the card on phones and the action spans the card's width.
    role: {
      data: {},
      title: {
        '@media': {
          [phone]: {
            gridColumn: '1 / -1',
            flexDirection: 'row',
            alignItems: 'baseline',
            gap: vars.space[2],
            fontSize: vars.fontSize.lg,
            fontWeight: vars.fontWeight.bold,
            // The column name beside a long title stays one word ('E-MAIL', not 'E-' / 'MAIL').
            selectors: { '&::before': { flexShrink: 0, whiteSpace: 'nowrap' } },
          },
        },
      },
      // Long text (an error message): wraps in the table instead of widening it, spans the card.
      text: {
        whiteSpace: 'normal',
        '@media': { [phone]: { gridColumn: '1 / -1' } },
      },
      action: {
        '@media': {
          [phone]: {
            gridColumn: '1 / -1',
            alignItems: 'stretch',
            selectors: { '&::before': { content: 'none' } },
          },
        },
      },
    },
  },
  defaultVariants: { align: 'start', role: 'data' },
});

/** The single cell of the empty row. */
export const emptyCell = style({
  padding: vars.space[7],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  '@media': {
    [phone]: {
      display: 'block',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      backgroundColor: vars.color.surfaceRaised,
    },
  },
});

/** A cell of a skeleton row: its ::after is the grey bar standing in for a value while the rows load. */
export const skeletonCell = style({
  selectors: {
    '&::after': {
      content: '""',
      display: 'block',
      width: '70%',
      height: vars.space[3],
      minWidth: vars.space[7],
      borderRadius: vars.radius.sm,
      backgroundColor: vars.color.border,
      animation: `${shimmer} 1.4s ease-in-out infinite`,
    },
  },
});
