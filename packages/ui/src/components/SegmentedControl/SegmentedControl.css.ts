import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Label above the control. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/** The group label, styled like a field label. */
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The track holding the segments. */
export const group = style({
  display: 'flex',
  gap: vars.space[1],
  padding: vars.space[1],
  backgroundColor: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** One segment: a radio drawn as a tab-like button; the chosen one is raised, bold and ticked. */
export const item = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    flex: '1 1 0',
    minWidth: 0,
    minHeight: vars.size.touchTarget,
    paddingInline: vars.space[3],
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      // The radio is transparent: the ring the page draws around a focused control goes on the segment.
      '&:has(input:focus-visible)': {
        outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    isChecked: {
      true: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
        boxShadow: vars.shadow.sm,
      },
      false: { selectors: { '&:hover': { color: vars.color.text } } },
    },
    isDisabled: {
      true: { cursor: 'not-allowed', opacity: 0.55 },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { isChecked: false, isDisabled: true },
      style: { selectors: { '&:hover': { color: vars.color.textMuted } } },
    },
  ],
});

/** The native radio, laid over its whole segment and transparent: the segment is what it clicks. */
export const radio = style({
  position: 'absolute',
  // Over the segment's 1 px border too: the radio is as large as the segment it stands for.
  inset: '-1px',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
