import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Transform only: the text is readable from the first frame.
const slideIn = keyframes({
  from: { transform: `translateX(${vars.space[7]})` },
  to: { transform: 'translateX(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

/**
 * The fixed region in the top right corner (spec section 8), a popover in the top layer; full width
 * minus a margin on phones. Clicks pass through it except on the toasts themselves.
 */
export const viewport = style({
  position: 'fixed',
  top: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  width: `min(100vw, calc(${vars.space[10]} * 6.5))`,
  maxWidth: '100vw',
  padding: vars.space[4],
  outline: 'none',
  pointerEvents: 'none',
});

/** One live group (errors, then the rest); the two stack as one column. */
export const group = style({});

// A gap between the groups only when both hold toasts, so a lone list starts at the very top.
globalStyle(`${group}:has(li) ~ ${group}:has(li)`, { marginTop: vars.space[3] });

/** The toasts of one group. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One toast: a raised card with a tone stripe, icon, text and close button. */
export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    paddingInlineEnd: vars.space[2],
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderInlineStartWidth: vars.space[1],
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    pointerEvents: 'auto',
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.durationNormal} ${vars.motion.easing}` },
      '&[data-state="closed"]': {
        animation: `${fadeOut} ${vars.motion.durationFast} ease-in`,
        animationFillMode: 'forwards',
      },
    },
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.success },
      danger: { borderInlineStartColor: vars.color.danger },
      info: { borderInlineStartColor: vars.color.info },
    },
  },
});

/** The tone icon, coloured like the stripe (the icon shape, not the colour, tells the tone). */
export const icon = recipe({
  base: { display: 'flex', flexShrink: 0, paddingTop: vars.space[1] },
  variants: {
    tone: {
      success: { color: vars.color.success },
      danger: { color: vars.color.danger },
      info: { color: vars.color.info },
    },
  },
});

/** Title and description. */
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space[1],
  overflowWrap: 'anywhere',
});

/** The toast's main line. */
export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

/** Optional second line. */
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Pulls the close button up so it lines up with the title while keeping its 44 px target. */
export const close = style({ marginTop: `calc(${vars.space[2]} * -1)` });
