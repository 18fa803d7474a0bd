import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The search form: a rounded box holding the input and the search button. */
export const searchField = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    minHeight: vars.size.controlHeight,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.full,
    paddingInlineStart: vars.space[5],
    paddingInlineEnd: vars.space[1],
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:focus-within': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
    },
  },
});

/** The native search input, borderless inside the box; the browser's own clear button is hidden. */
export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  border: 0,
  background: 'transparent',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

/** Round search button at the end of the box. */
export const submit = style({ borderRadius: vars.radius.full });
