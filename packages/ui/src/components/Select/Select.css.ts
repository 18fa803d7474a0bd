import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Positions the chevron over the select's end. */
export const wrapper = style({ position: 'relative', width: '100%' });

/** The native select: looks like a text field, the browser's arrow replaced by the kit's chevron. */
export const select = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  minHeight: vars.size.controlHeight,
  margin: 0,
  paddingInlineStart: vars.space[4],
  // room for the chevron (sm icon) and its gap
  paddingInlineEnd: `calc(${vars.space[4]} + ${vars.space[6]})`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  lineHeight: 'normal',
  color: vars.color.text,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': {
      outline: 'none',
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&:disabled': {
      backgroundColor: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

/** The list's options keep the text colour while the closed select shows the muted placeholder. */
globalStyle(`${select} option:not(:disabled)`, { color: vars.color.text });

/** The chevron, drawn over the select's end; clicks pass through to the select. */
export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: vars.space[4],
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
