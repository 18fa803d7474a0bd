import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';
import { visuallyHiddenRules } from '../../../theme/visually-hidden';

/** The dialog's body: notices, date, list, totals and outcome, one under the other. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minWidth: 0 });

/** A paragraph of plain explanation (intro, the rate). */
export const text = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });

/** A quieter line under the intro (the contract's rate) or under a heading (the list's order). */
export const muted = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

/** Notices of what is left out, stacked. */
export const notices = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** The list block: heading row with the two quick buttons, the help, the table. */
export const listBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });

/** Heading of a block inside the dialog. */
export const blockTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/** 'Quitar contrato' and 'Limpar seleção': side by side, wrapping on a narrow phone. */
export const quickActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** The table of candidates: full width, figures aligned, rows separated by a hairline. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [mediaUp('sm')]: { fontSize: vars.fontSize.md } },
});

/** Only for screen readers: the table's caption (the block's heading says it for sighted readers). */
export const caption = style(visuallyHiddenRules);

/** A header cell. */
export const headCell = recipe({
  base: {
    padding: `${vars.space[2]} ${vars.space[1]}`,
    '@media': { [mediaUp('sm')]: { padding: `${vars.space[2]} ${vars.space[2]}` } },
    fontWeight: vars.fontWeight.semibold,
    color: vars.color.textMuted,
    borderBottom: `1px solid ${vars.color.borderStrong}`,
    textAlign: 'start',
    verticalAlign: 'bottom',
  },
  variants: { align: { start: {}, end: { textAlign: 'end' } } },
  defaultVariants: { align: 'start' },
});

/** A body cell. */
export const cell = recipe({
  base: {
    padding: `${vars.space[2]} ${vars.space[1]}`,
    '@media': { [mediaUp('sm')]: { padding: `${vars.space[2]} ${vars.space[2]}` } },
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
  },
  variants: { align: { start: {}, end: { textAlign: 'end', whiteSpace: 'nowrap' } } },
  defaultVariants: { align: 'start' },
});

/** The first cell of a row: a row header, in the body's weight (its label carries the emphasis). */
export const rowHead = style({ fontWeight: 'inherit', textAlign: 'start' });

/** A row held by another anticipation: its figures muted, they are not for this choice. */
export const heldRow = style({ color: vars.color.textMuted });

/** A chosen row, tinted so the choice is seen at a glance (the tick says it too). */
export const chosenRow = style({ backgroundColor: vars.color.brandSurface });

/** The checkbox and its label: the whole cell is the 44 px target. */
export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  '@media': { [mediaUp('sm')]: { gap: vars.space[3] } },
  selectors: { '&[data-disabled="true"]': { cursor: 'not-allowed' } },
});

/** The native checkbox, in the brand colour, a little larger than the browser's. */
export const checkbox = style({
  flexShrink: 0,
  width: vars.space[5],
  height: vars.space[5],
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});

/** 'Parcela 60' over 'vence em 10/12/2030'. */
export const choiceText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

/** The installment's name. */
export const choiceTitle = style({ fontWeight: vars.fontWeight.semibold });

/** A small second line (the due date, the corrected value, the pending state). */
export const secondLine = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** 'Antecipação emitida' / 'Solicitação enviada' on a held row. */
export const pendingTag = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The value of the day, bold; its corrected value under it. */
export const amount = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[1],
});

/** The totals box: a tinted card, term left and amount right. */
export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

/** The totals' rows. */
export const totalsList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0 });

/** One term and its amount. */
export const totalsRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** The amount of a row. */
export const totalsValue = style({
  margin: 0,
  marginInlineStart: 'auto',
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

/** The last row, what is paid: larger. */
export const totalsGrand = style({
  paddingBlockStart: vars.space[2],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

/** The discount, in the success colour (its minus sign says it too). */
export const discount = style({ color: vars.color.success });

/** The result's lead, focused when it appears so a screen reader reads it. */
export const resultLead = style({
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: { '&:focus': { outline: 'none' } },
});

/** Loading of the terms: spinner and text centred. */
export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[6],
  color: vars.color.textMuted,
});

/** The dialog's action row (as the kit's dialog footer): stacked on phones, main action on top. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[3],
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
