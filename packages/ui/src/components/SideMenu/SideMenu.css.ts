import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/**
 * The desktop column: as tall as the page body (it stretches beside the main column, down to the
 * footer), so its white background and border never stop short on a long page; the panel inside
 * sticks to the top of the viewport while the page scrolls.
 */
export const sidebar = style({
  flexShrink: 0,
  width: 'fit-content',
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

/** The panel: white, logo on top, entries below; full height in the drawer, sticky in the column. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  width: '17rem',
  height: '100%',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  overflowY: 'auto',
  selectors: {
    // In the column the border is the column's; the panel is only as tall as its entries (scrolling
    // inside when the window is shorter) and stays in view.
    [`${sidebar} > &`]: {
      position: 'sticky',
      top: 0,
      height: 'auto',
      maxHeight: '100dvh',
      borderInlineEnd: 0,
    },
  },
});

/** Logo and the 'Fechar menu' button. */
export const head = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingInlineStart: vars.space[2],
});

/** The brand logo box. */
export const logo = style({ width: vars.space[8], height: vars.space[8] });

/** Entry lists (top level and sub-items). */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Sub-items are indented under their group, with a guide line. */
export const subList = style([
  list,
  {
    marginInlineStart: vars.space[5],
    paddingInlineStart: vars.space[3],
    borderInlineStart: `1px solid ${vars.color.border}`,
  },
]);

/** A link of the menu; the current page is tinted and bold. */
export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space[3],
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
  },
  variants: {
    active: {
      true: {
        backgroundColor: vars.color.brandSurface,
        color: vars.color.brandStrong,
        fontWeight: vars.fontWeight.semibold,
        selectors: { '&:hover': { backgroundColor: vars.color.brandSurface } },
      },
      false: {},
    },
  },
  defaultVariants: { active: false },
});

/** The label of a group (Financeiro, Relatórios): not a link, a heading for its sub-items. */
export const groupLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[3],
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The mobile drawer (a modal `<dialog>`), sliding in from the left edge over a dimmed page. */
export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  maxWidth: `calc(100vw - ${vars.space[9]})`,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::backdrop': {
      backgroundColor: vars.color.overlay,
      animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    },
  },
});
