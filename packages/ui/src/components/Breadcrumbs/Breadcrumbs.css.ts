import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The ordered list of steps; wraps on narrow screens. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});

/** One step and the separator after it. */
export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1], minWidth: 0 });

/** The chevron between steps (decorative). */
export const separator = style({ display: 'inline-flex', color: vars.color.textMuted });

/** A step: a link to an ancestor page, or the current page (plain text, `aria-current`). */
export const crumb = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    // 44 px tall hit area without making the line look tall: padding, not font size.
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space[1],
    borderRadius: vars.radius.sm,
    overflowWrap: 'anywhere',
  },
  variants: {
    current: {
      true: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      false: {
        color: vars.color.brand,
        fontWeight: vars.fontWeight.medium,
        textDecoration: 'underline',
        textDecorationColor: 'transparent',
        textUnderlineOffset: '3px',
        selectors: { '&:hover': { textDecorationColor: 'currentColor' } },
      },
    },
  },
  defaultVariants: { current: false },
});
