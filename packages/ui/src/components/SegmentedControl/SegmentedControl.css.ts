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
      '&:hover:not([data-disabled])': { color: vars.color.text },
      '&[data-state="checked"]': {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.brand,
        fontWeight: vars.fontWeight.semibold,
        boxShadow: vars.shadow.sm,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
});
