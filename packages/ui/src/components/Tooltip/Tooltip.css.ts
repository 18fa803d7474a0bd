import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The bubble: dark text-coloured surface, short line length, above everything else. */
export const tooltip = recipe({
  base: {
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

/** The little arrow, same colour as the bubble. */
export const arrow = style({ fill: vars.color.text });

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
      '&:hover, &[data-state="delayed-open"], &[data-state="instant-open"]': {
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
