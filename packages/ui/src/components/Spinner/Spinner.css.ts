import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Wrapper that announces the loading state (role="status"). */
export const spinnerRoot = style({ display: 'inline-flex', alignItems: 'center', color: vars.color.brand });

/** The rotating ring; inherits `currentColor` so it works on any button variant. */
export const spinnerGlyph = recipe({
  base: {
    flexShrink: 0,
    animation: `${spin} 0.8s linear infinite`,
    '@media': {
      // Reduced motion: a slow pulse instead of a spin still says "working".
      '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
  },
  defaultVariants: { size: 'md' },
});
