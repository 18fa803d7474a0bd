import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A white surface that groups related content; padding grows on wider screens. */
export const card = recipe({
  base: {
    display: 'block',
    minWidth: 0,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space[4], '@media': { [mediaUp('md')]: { padding: vars.space[5] } } },
      lg: { padding: vars.space[5], '@media': { [mediaUp('md')]: { padding: vars.space[7] } } },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat' },
});
