import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** Wraps the input and an optional trailing control (e.g. the password toggle). */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.controlHeight,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-within': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-invalid]:focus-within': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
      '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
});

/** The native input: no own border, the wrapper draws it so the trailing control sits inside. */
export const input = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.controlHeight} - 2px)`,
  paddingInline: vars.space[4],
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    // The wrapper shows focus (border + ring) so the ring is not drawn twice.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** Slot for a trailing control inside the border. */
export const trailing = style({ display: 'flex', alignItems: 'center', paddingInlineEnd: vars.space[1] });
