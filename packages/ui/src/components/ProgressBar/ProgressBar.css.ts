import { style } from '@vanilla-extract/css';
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

/** One stage: marker, name and percentage. */
export const stage = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    padding: vars.space[3],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    '@media': {
      [mediaUp('md')]: { flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2] },
    },
  },
  variants: {
    completed: {
      true: { borderColor: vars.color.brand, backgroundColor: vars.color.brandSurface },
      false: {},
    },
  },
  defaultVariants: { completed: false },
});

/** Round marker: a check on a brand disc when started, an outlined number otherwise. */
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
    completed: {
      true: { backgroundColor: vars.color.brand, color: vars.color.onBrand },
      false: { border: `2px solid ${vars.color.borderStrong}`, color: vars.color.textMuted },
    },
  },
  defaultVariants: { completed: false },
});

/** Stage name. */
export const stageName = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm, flex: 1 });

/** Stage percentage (and the state for screen readers). */
export const stagePercent = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/** The stage's own thin bar. */
export const stageTrack = style({
  display: 'none',
  width: '100%',
  height: vars.space[1],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
  overflow: 'hidden',
  '@media': { [mediaUp('md')]: { display: 'block' } },
});
