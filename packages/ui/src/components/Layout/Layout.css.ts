import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const gaps = {
  0: { gap: 0 },
  1: { gap: vars.space[1] },
  2: { gap: vars.space[2] },
  3: { gap: vars.space[3] },
  4: { gap: vars.space[4] },
  5: { gap: vars.space[5] },
  6: { gap: vars.space[6] },
  7: { gap: vars.space[7] },
  8: { gap: vars.space[8] },
} as const;

const alignments = {
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
} as const;

// Layout helpers may render as ul/ol/li (so lists stay lists): drop the browser's list styling.
const reset = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** Vertical stack of children with a token gap. */
export const stack = recipe({
  base: { ...reset, display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: { gap: gaps, align: alignments },
  defaultVariants: { gap: 4, align: 'stretch' },
});

/** Horizontal row that wraps on narrow screens, with a token gap. */
export const inline = recipe({
  base: { ...reset, display: 'flex', flexDirection: 'row', flexWrap: 'wrap', minWidth: 0 },
  variants: {
    gap: gaps,
    align: alignments,
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: 3, align: 'center', justify: 'start' },
});
