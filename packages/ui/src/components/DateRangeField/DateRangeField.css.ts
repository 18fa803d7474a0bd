import { createContainer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// The field's own width decides the layout, not the screen's: a filter column can be narrow on a
// desktop too. Two native date inputs, 'até' and the clear button need about 24rem on one line.
const fieldWidth = createContainer();
const oneLine = `${fieldWidth} (min-width: 24rem)`;

/** The fieldset (no border of its own): the container the layout queries (as wide as the field). */
export const picker = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
  containerName: fieldWidth,
  containerType: 'inline-size',
});

/** The bordered box holding both date inputs and the clear button. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    minHeight: vars.size.controlHeight,
    paddingInlineStart: vars.space[3],
    paddingInlineEnd: vars.space[1],
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

/**
 * Both dates and the separator. Narrow (a phone): two rows, 'de' before the start and 'até' before
 * the end, so each date stays whole and both line up. Wide: one line, 'dd/mm/aaaa até dd/mm/aaaa'.
 */
export const inputs = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space[2],
  '@container': { [oneLine]: { display: 'flex', alignItems: 'center', paddingBlock: 0 } },
});

/** One native date input, borderless inside the box (the box draws border and focus ring). */
export const input = style({
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  outline: 'none',
  colorScheme: 'light',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
    // An empty side shows the browser's dd/mm/aaaa hint: muted like a placeholder.
    '&:not(:focus):invalid, &[data-empty]:not(:focus)': { color: vars.color.textMuted },
  },
  '@container': { [oneLine]: { flex: 1 } },
});

/** The start input's place in the two-row layout. */
export const startInput = style({ gridColumn: 2, gridRow: 1 });

/** The end input's place in the two-row layout. */
export const endInput = style({ gridColumn: 2, gridRow: 2 });

/** 'de' before the start date: only in the two-row layout. */
export const fromLabel = style({
  gridColumn: 1,
  gridRow: 1,
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@container': { [oneLine]: { display: 'none' } },
});

/** 'até' between the dates. */
export const separator = style({
  gridColumn: 1,
  gridRow: 2,
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The clear button: a 44 px touch target. */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSurface },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
