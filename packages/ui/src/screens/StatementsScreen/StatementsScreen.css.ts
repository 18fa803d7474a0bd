import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** One card per contract; two columns from 1000 px, an open panel takes the whole row. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: '1fr 1fr', gap: vars.space[5] } },
});

/** A list item; widens to the full row while its panel is open. */
export const item = recipe({
  base: { minWidth: 0 },
  variants: { open: { true: { gridColumn: '1 / -1' }, false: {} } },
  defaultVariants: { open: false },
});

/** Card content: title block and the options or the panel. */
export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** Icon + title + enterprise line. */
export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

/** The tinted disc with the receipt icon. */
export const cardIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSurface,
  color: vars.color.brand,
});

/** Title and enterprise stacked. */
export const cardTitles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
  flex: 1,
});

/** 'company name - first unit name'. */
export const cardTitle = style({ fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' });

/** The enterprise under the title. */
export const cardSubtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Extrato / Boleto / Rendimento: three equal buttons, stacked on the narrowest phones. */
export const options = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[2],
  '@media': { [mediaUp('xs')]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

/** The in-place panel that replaces the options. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlockStart: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

/** Panel heading row: title and the close icon. */
export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

/** Panel heading. */
export const panelTitle = style({ fontSize: vars.fontSize.md });

/** Spinner and the 8-second wait text, centred. */
export const waiting = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[6],
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** Slip details: boleto column and PIX column side by side from 700 px. */
export const slipGrid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[6],
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** One column of the slip details. */
export const slipColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  minWidth: 0,
});

/** The PIX column: QR on top of its code, in a soft box. */
export const pixBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

/** Heading of the PIX box. */
export const pixTitle = style({ alignSelf: 'stretch', fontSize: vars.fontSize.md });

/** Stretch a child to the box width. */
export const stretch = style({ alignSelf: 'stretch', minWidth: 0 });

/** The download button; extra block padding so the text breathes when it wraps on a phone. */
export const slipDownload = style({ paddingBlock: vars.space[2] });

/** The sentence 'A 17ª parcela do período de … já está disponível.'. */
export const lead = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.medium });

/** 'Valor' and 'Vencimento' of the slip side by side, labels muted above the figures. */
export const slipFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A figure of the slip: amount or due date. */
export const slipFact = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** Year select and Download button in a row from 500 px. */
export const taxRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  alignItems: 'end',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 22rem) auto', justifyContent: 'start' } },
});

/** Inline outcome message with an icon in a tinted box. */
export const notice = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSurface, color: vars.color.info },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
      error: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});

/** Grey placeholder blocks while the list loads. */
export const skeletonCard = style({
  height: '9rem',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.border,
  opacity: 0.6,
});
