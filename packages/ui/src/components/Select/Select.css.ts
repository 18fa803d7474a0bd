import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The closed select: looks like a text field with a chevron; state through data-* attributes. */
export const trigger = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space[2],
    width: '100%',
    minHeight: vars.size.controlHeight,
    paddingInline: vars.space[4],
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.md,
    color: vars.color.text,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': {
        outline: 'none',
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-placeholder]': { color: vars.color.textMuted },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': {
        backgroundColor: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        cursor: 'not-allowed',
      },
    },
  },
});

/** The chevron; turns when the list is open. */
export const chevron = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

/** The floating list of options, as wide as the trigger. */
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

/** Scrolling area of the list. */
export const viewport = style({ padding: vars.space[1] });

/** One option: a 44 px row, highlighted by keyboard or pointer. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { backgroundColor: vars.color.brandSurface },
    '&[data-state="checked"]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The check mark of the selected option. */
export const indicator = style({ display: 'inline-flex', color: vars.color.brand });
