import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Disabled and loading are styled through data-* attributes the component sets, so a story, a test
// and the CSS all agree on one source of truth for state.
const inactive = '&[data-disabled], &[data-loading]';

/** The button's one recipe: variant x size x full width. */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minWidth: vars.size.touchTarget,
    minHeight: vars.size.touchTarget,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}, border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      [inactive]: { cursor: 'not-allowed' },
      '&[data-disabled]': { opacity: 0.55 },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          '&:hover:not([data-disabled], [data-loading])': { backgroundColor: vars.color.brandStrong },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not([data-disabled], [data-loading])': { backgroundColor: vars.color.brandSurface },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not([data-disabled], [data-loading])': { backgroundColor: vars.color.brandSurface },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onBrand,
        selectors: { '&:hover:not([data-disabled], [data-loading])': { filter: 'brightness(0.9)' } },
      },
    },
    size: {
      md: { paddingInline: vars.space[5], fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlHeight, paddingInline: vars.space[7], fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});
