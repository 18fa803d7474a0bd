import { keyframes, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Breadcrumb over the back arrow + company name. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** Back arrow and title in one row. */
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

/** The back arrow link, a 44 px round target. */
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.full,
  color: vars.color.brand,
  selectors: { '&:hover': { backgroundColor: vars.color.brandSurface } },
});

/** The company name. */
export const title = style({
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.xxl } },
});

/** Info block and 'Total a pagar' side by side from 1000 px. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: vars.space[5] } },
});

/** Divisão / Título/DOC / Unidade as label-over-value pairs. */
export const infoList = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[4],
  margin: 0,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A term of the info block or the total box. */
export const term = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

/** A value of the info block. */
export const value = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** Heading inside a summary card. */
export const cardHeading = style({ fontSize: vars.fontSize.md, marginBlockEnd: vars.space[4] });

/** The 'Total a pagar' rows: term left, amount right. */
export const totalList = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

/** One row of the total box. */
export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
});

/** An amount of the total box. */
export const totalValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
});

/** The box's own error line. */
export const totalError = style({ fontSize: vars.fontSize.sm, color: vars.color.danger });

/** Export buttons and 'Limpar filtros'; full-width stack on phones. */
export const toolbar = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[2],
  '@media': { [mediaUp('sm')]: { display: 'flex', flexWrap: 'wrap', gap: vars.space[3] } },
});

/** Pushes 'Limpar filtros' to the right end on wide screens. */
export const toolbarEnd = style({ '@media': { [mediaUp('sm')]: { marginInlineStart: 'auto' } } });

/** Table and pagination. */
export const tableBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** Dialog body: file, notes, progress and outcome. */
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** The installment the proof is for. */
export const dialogContext = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Label and bar of the upload progress. */
export const progressField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

const pulse = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 1 }, '100%': { opacity: 0.45 } });

/** A grey bar standing in for a value while the bill loads (never a misleading R$ 0,00). */
export const skeleton = style({
  display: 'inline-block',
  width: '7rem',
  maxWidth: '100%',
  height: vars.space[4],
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.border,
  animation: `${pulse} 1.4s ease-in-out infinite`,
});
