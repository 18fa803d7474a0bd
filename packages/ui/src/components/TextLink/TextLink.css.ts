import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** An underlined brand-coloured link; `standalone` gets a 44 px tall target of its own. */
export const textLink = recipe({
  base: {
    color: vars.color.brand,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.brandStrong, textDecorationThickness: '2px' },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space[2],
        minHeight: vars.size.touchTarget,
        fontSize: vars.fontSize.sm,
      },
    },
  },
  defaultVariants: { variant: 'inline' },
});
