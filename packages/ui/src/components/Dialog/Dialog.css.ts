import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// Transform only: the panel is never transparent, so it is readable (and testable) from the first frame.
const riseIn = keyframes({
  from: { transform: `translate(-50%, calc(-50% + ${vars.space[3]}))` },
  to: { transform: 'translate(-50%, -50%)' },
});

/**
 * The panel (the `<dialog>` itself, in the top layer): centred, scrolls inside when taller than the
 * screen, full width minus a margin on phones; its backdrop dims the page.
 */
export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: `calc(100vw - ${vars.space[6]})`,
    maxHeight: `calc(100dvh - ${vars.space[6]})`,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[5],
    padding: vars.space[5],
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.lg,
    animation: `${riseIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': { outline: 'none' },
      '&::backdrop': {
        backgroundColor: vars.color.overlay,
        animation: `${fadeIn} ${vars.motion.durationNormal} ${vars.motion.easing}`,
      },
    },
    '@media': { [mediaUp('sm')]: { padding: vars.space[7] } },
  },
  variants: {
    // Widths as multiples of the space scale, so they follow the theme (28, 36 and 48 rem).
    size: {
      sm: { maxWidth: `calc(${vars.space[10]} * 7)` },
      md: { maxWidth: `calc(${vars.space[10]} * 9)` },
      lg: { maxWidth: `calc(${vars.space[10]} * 12)` },
    },
  },
  defaultVariants: { size: 'md' },
});

/** Title row: optional tone badge and the title; leaves room for the close button in the corner. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.touchTarget,
  paddingInlineEnd: vars.size.touchTarget,
});

/** The dialog title. */
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  minWidth: 0,
});

/** The description under the title, across the full width of the panel. */
export const description = style({
  marginTop: `calc(${vars.space[2]} * -1)`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** Round badge with the tone's icon, so the kind of message is not told by colour alone. */
export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.touchTarget,
    height: vars.size.touchTarget,
    borderRadius: vars.radius.full,
  },
  variants: {
    tone: {
      success: { backgroundColor: vars.color.successSurface, color: vars.color.success },
      info: { backgroundColor: vars.color.brandSurface, color: vars.color.brand },
      danger: { backgroundColor: vars.color.dangerSurface, color: vars.color.danger },
    },
  },
});

/** The close icon button in the top right corner (44 px target). */
export const close = style({ position: 'absolute', top: vars.space[3], right: vars.space[3] });

/** Action row: buttons stacked full width on phones, right-aligned in a row from 500 px. */
export const footer = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[3],
  '@media': {
    [mediaUp('sm')]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});
