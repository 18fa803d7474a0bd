import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Centred column with generous white space; tone colours only the icon disc. */
export const emptyState = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space[3],
    paddingBlock: vars.space[8],
    paddingInline: vars.space[5],
    textAlign: 'center',
    color: vars.color.textMuted,
  },
  variants: {
    tone: {
      neutral: {},
      error: {},
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The round icon disc above the text. */
export const iconDisc = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.space[10],
    height: vars.space[10],
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.brandSurface, color: vars.color.brand },
      error: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** The main sentence. */
export const title = style({
  maxWidth: '32rem',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Optional second line. */
export const description = style({ maxWidth: '32rem', fontSize: vars.fontSize.md });
