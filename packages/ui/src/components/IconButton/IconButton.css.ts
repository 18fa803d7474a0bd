import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Square icon-only button; the 44 px box is the touch target even when the glyph is small. */
export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 } },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.textMuted,
        selectors: {
          '&:hover:not([data-disabled])': {
            backgroundColor: vars.color.surfaceMuted,
            color: vars.color.text,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.border,
        selectors: { '&:hover:not([data-disabled])': { backgroundColor: vars.color.brandSurface } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover:not([data-disabled])': { backgroundColor: vars.color.brandStrong } },
      },
    },
  },
  defaultVariants: { variant: 'ghost' },
});
