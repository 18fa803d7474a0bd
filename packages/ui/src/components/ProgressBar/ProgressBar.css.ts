import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';
import { fillLook, trackLook } from './progress-look';

/** Overall line: label on the left, the percentage on the right, the bar below. */
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** Label and percentage row. */
export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  // On a phone "100% concluído" drops under the label whole instead of breaking in two lines.
  flexWrap: 'wrap',
  columnGap: vars.space[3],
  rowGap: vars.space[1],
});

/** "Progresso da obra". */
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

/** The big "45% concluído". */
export const overall = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** Track of the overall bar. */
export const track = style({ ...trackLook, position: 'relative', height: vars.space[3], overflow: 'hidden' });

/** The fill; its width is set inline from the overall percentage. */
export const fill = style({ ...fillLook, height: '100%' });

/** The five stages: a column on phones, a row of five from the medium breakpoint. */
export const stages = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

/**
 * One stage. On phones a row of marker, name and percentage with the stage's own bar under the name;
 * from the medium breakpoint a column (marker, name, percentage, bar). Done stages are tinted.
 */
export const stage = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: vars.space[3],
    rowGap: vars.space[2],
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    '@media': {
      [mediaUp('md')]: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: vars.space[2],
      },
    },
  },
  variants: {
    state: {
      done: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSurface },
      underway: {},
      notStarted: {},
    },
  },
  defaultVariants: { state: 'notStarted' },
});

/** Round marker: a check on a brand disc when done, a brand-outlined number under way, grey otherwise. */
export const marker = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: vars.size.iconLg,
    height: vars.size.iconLg,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
  },
  variants: {
    state: {
      done: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      underway: { border: `2px solid ${vars.color.brand}`, color: vars.color.brand },
      notStarted: { border: `2px solid ${vars.color.borderStrong}`, color: vars.color.textMuted },
    },
  },
  defaultVariants: { state: 'notStarted' },
});

/** Stage name. */
export const stageName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

/** Stage percentage (and the state for screen readers). */
export const stagePercent = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The stage's own thin bar: under the name on phones, at the bottom of the column from md. */
export const stageTrack = style({
  display: 'block',
  gridColumn: '2 / -1',
  width: '100%',
  height: vars.space[1],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
});

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

/** Shared look of the skeleton's grey shapes; still when the user asks for less motion. */
const skeletonBlock = {
  backgroundColor: vars.color.surfaceMuted,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
} as const;

/** Where the label goes while loading. */
export const skeletonLine = style({
  ...skeletonBlock,
  display: 'block',
  width: '8rem',
  height: vars.space[4],
  borderRadius: vars.radius.sm,
});

/** Where the big percentage goes while loading. */
export const skeletonFigure = style({
  ...skeletonBlock,
  display: 'block',
  width: '6rem',
  height: vars.space[6],
  borderRadius: vars.radius.sm,
});

/** Where the overall bar goes while loading. */
export const skeletonTrack = style({
  ...skeletonBlock,
  height: vars.space[3],
  borderRadius: vars.radius.full,
});

/** Where a stage goes while loading: as tall as a stage on each layout. */
export const skeletonStage = style({
  ...skeletonBlock,
  height: '3.75rem',
  borderRadius: vars.radius.md,
  '@media': {
    ...skeletonBlock['@media'],
    [mediaUp('md')]: { height: '6rem' },
  },
});
