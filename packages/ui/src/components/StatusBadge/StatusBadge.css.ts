import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** A pill with a dot: text + colour, so the status never depends on colour alone. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space[1],
    paddingBlock: vars.space[1],
    paddingInline: vars.space[2],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    whiteSpace: 'nowrap',
    selectors: {
      '&::before': {
        content: '""',
        width: vars.space[2],
        height: vars.space[2],
        borderRadius: vars.radius.full,
        backgroundColor: 'currentColor',
      },
    },
  },
  variants: {
    // By urgency (docs/product/rules.md, "Status colours"): red for what is late, amber for what is
    // to pay, green for what is done.
    tone: {
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.statusPayable },
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.statusDue },
      success: { backgroundColor: vars.color.successSurface, color: vars.color.statusPaid },
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
    /** The strongest badge, solid red with white text: an overdue installment. */
    isStrong: {
      true: { backgroundColor: vars.color.statusDue, color: vars.color.surface },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral' },
});
