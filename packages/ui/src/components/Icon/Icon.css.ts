import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Icon box; colour is `currentColor` so icons follow the text they sit in. */
export const icon = recipe({
  base: { flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
  },
  defaultVariants: { size: 'md' },
});
