import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The multi-line control; border and focus match the text field so forms look like one family. */
export const textarea = recipe({
  base: {
    display: 'block',
    width: '100%',
    minHeight: '8rem',
    padding: `${vars.space[3]} ${vars.space[4]}`,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
    resize: 'vertical',
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-invalid]:focus-visible': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
      '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
});
