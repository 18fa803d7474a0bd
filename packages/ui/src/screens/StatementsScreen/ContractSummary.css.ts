import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The summary block between the card's title and its buttons. */
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** The overdue alert: red text on the danger fill, icon beside the two lines. */
export const overdue = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSurface,
  color: vars.color.danger,
});

/** The alert's lines stacked. */
export const overdueText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0 });

/** 'N parcelas vencidas'. */
export const overdueTitle = style({ fontWeight: vars.fontWeight.semibold });

/** The three figures: next installment, paid, remaining; side by side from 500 px. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  margin: 0,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** One figure: label on top, amount, then a detail line. */
export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

/** The label of a figure. */
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The amount of a figure. */
export const amount = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

/** Detail under the amount: which installment, the due date, the count. */
export const detail = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A grey bar standing in for a line while the installments load. */
export const skeletonLine = style({
  height: '4.5rem',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.border,
  opacity: 0.6,
});
