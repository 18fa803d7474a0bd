import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The bubble (a popover in the top layer): dark text-coloured surface, short line length. */
export const tooltip = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.tooltip,
    maxWidth: '18rem',
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.text,
    color: vars.color.surface,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.regular,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'start',
    textTransform: 'none',
    letterSpacing: 'normal',
    whiteSpace: 'normal',
    boxShadow: vars.shadow.md,
    animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easing}`,
  },
});

const arrowSize = vars.space[1];
const arrowOffset = `calc(${arrowSize} * -1)`;

/**
 * The little arrow, same colour as the bubble: a border triangle on the edge facing the trigger
 * (the bubble's `data-side`), centred on the offset the placement sets.
 */
export const arrow = style({
  position: 'absolute',
  width: 0,
  height: 0,
  borderStyle: 'solid',
  borderColor: 'transparent',
  borderWidth: arrowSize,
  selectors: {
    '[data-side="top"] > &': {
      top: '100%',
      marginLeft: arrowOffset,
      borderBottomWidth: 0,
      borderTopColor: vars.color.text,
    },
    '[data-side="bottom"] > &': {
      bottom: '100%',
      marginLeft: arrowOffset,
      borderTopWidth: 0,
      borderBottomColor: vars.color.text,
    },
    '[data-side="left"] > &': {
      left: '100%',
      marginTop: arrowOffset,
      borderRightWidth: 0,
      borderLeftColor: vars.color.text,
    },
    '[data-side="right"] > &': {
      right: '100%',
      marginTop: arrowOffset,
      borderLeftWidth: 0,
      borderRightColor: vars.color.text,
    },
  },
});

/** The round "i" trigger of {@link InfoTip}: 44 px hit box (compact: 32 px where a mouse is likely). */
export const infoTrigger = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    padding: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'help',
    selectors: {
      '&:hover, &[data-state="open"]': {
        color: vars.color.brand,
        backgroundColor: vars.color.brandSurface,
      },
    },
  },
  variants: {
    compact: {
      true: { '@media': { [mediaUp('md')]: { width: vars.space[7], height: vars.space[7] } } },
      false: {},
    },
  },
  defaultVariants: { compact: false },
});
