import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The card's own width decides the layout, not the screen's: two cards share a desktop row, and an
// open panel widens its card to the whole row. An amount ('R$ 784.321,26') needs about 10rem.
const cardWidth = createContainer();
const twoColumns = `${cardWidth} (min-width: 22rem)`;
const threeColumns = `${cardWidth} (min-width: 36rem)`;

/** The summary block between the card's title and its buttons: the container the layout queries. */
export const summary = style({ containerName: cardWidth, containerType: 'inline-size' });

/**
 * What the summary holds, stacked. Its height is kept from the skeleton on: the space of an overdue
 * alert over the three figures in each layout (a 375 px phone's stacked figures, two columns, three),
 * so the card, its buttons and the cards below it do not move when the installments arrive
 * (docs/product/rules.md, "Contract summary"; Lighthouse's layout shift, docs/benchmarks.md).
 */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  // Each with one line (1.3125rem) for the saldo devedor's day, which wraps its detail (product rule §8).
  minHeight: '30.8125rem',
  '@container': {
    [twoColumns]: { minHeight: '21.9375rem' },
    [threeColumns]: { minHeight: '16.5625rem' },
  },
});

/** The grey block of the skeleton, the height of the summary it stands for. */
export const skeleton = style({
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.border,
  opacity: 0.6,
});

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

/** The same place when nothing is overdue: calm, in the success colours. */
export const upToDate = style({ backgroundColor: vars.color.successSurface, color: vars.color.success });

/** The alert's lines stacked. */
export const overdueText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], margin: 0 });

/** 'N parcelas vencidas'. */
export const overdueTitle = style({ fontWeight: vars.fontWeight.semibold });

/**
 * The three figures: stacked in a narrow card; paid and remaining side by side under the next
 * installment in a medium one; all three in a row in a wide one.
 */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  margin: 0,
  '@container': {
    [twoColumns]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [threeColumns]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
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

/** The next installment: the whole first row while the others share the second. */
export const nextFigure = style({
  '@container': {
    [twoColumns]: { gridColumn: '1 / -1' },
    [threeColumns]: { gridColumn: 'auto' },
  },
});

/** The label of a figure. */
export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The amount of a figure. */
export const amount = style({
  margin: 0,
  whiteSpace: 'nowrap',
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
