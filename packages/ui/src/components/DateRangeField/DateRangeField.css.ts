import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// react-aria exposes state as data-* attributes (data-invalid, data-focus-within, data-selected...):
// the styles below read those, never class toggles.

// The field's own width decides the layout, not the screen's: a filter column can be narrow on a
// desktop too. Two dates, 'até' and the two buttons need about 24rem on one line.
const fieldWidth = createContainer();
const oneLine = `${fieldWidth} (min-width: 24rem)`;

/** The picker: the container the layout queries (as wide as the field). */
export const picker = style({ minWidth: 0, containerName: fieldWidth, containerType: 'inline-size' });

/** The bordered box holding both date inputs and the buttons. */
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
      '&[data-focus-within]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-invalid][data-focus-within]': { boxShadow: `0 0 0 1px ${vars.color.danger}` },
      '&[data-disabled]': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    },
  },
});

/**
 * Both dates and the separator. Narrow (a phone): two rows with the dates one under the other and
 * 'até' before the end date, so each date stays whole and both line up. Wide: one line,
 * 'dd/mm/aaaa até dd/mm/aaaa'. Never a free wrap, which used to leave 'até' dangling at a line end.
 */
export const inputs = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'start',
  alignItems: 'center',
  columnGap: vars.space[2],
  rowGap: vars.space[1],
  flex: 1,
  minWidth: 0,
  // Two stacked rows need air above and below; one line is centred in the 44 px control as before.
  paddingBlock: vars.space[2],
  '@container': { [oneLine]: { display: 'flex', alignItems: 'center', paddingBlock: 0 } },
});

/** One date (dd/mm/aaaa). */
export const input = style({
  display: 'inline-flex',
  alignItems: 'center',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The start date: first row, in the dates' column. */
export const startInput = style({ gridColumn: 2, gridRow: 1 });

/** The end date: second row, after 'até'. */
export const endInput = style({ gridColumn: 2, gridRow: 2 });

/** 'de' before the start date when the dates are stacked ('de 01/03/2024' / 'até 15/03/2024'). */
export const fromLabel = style({
  gridColumn: 1,
  gridRow: 1,
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@container': { [oneLine]: { display: 'none' } },
});

/** The 'até' between the two dates (before the end date when they are stacked). */
export const separator = style({
  gridColumn: 1,
  gridRow: 2,
  justifySelf: 'end',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** One editable segment (day, month, year) or a literal '/'. */
export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

/** Clear and calendar buttons inside the control: 44 px targets, quiet until hovered. */
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
    '&[data-hovered]': { backgroundColor: vars.color.brandSurface },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled], &:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The floating layer; the themed dialog inside draws the surface. */
export const popover = style({ zIndex: vars.zIndex.dropdown, outline: 'none' });

/** The calendar's surface. */
export const dialog = style({
  padding: vars.space[3],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
});

/** The calendar itself. */
export const calendar = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Month heading between the previous and next buttons. */
export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

/** 'março de 2024'. */
export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'capitalize',
});

/** The month grid; weekday initials in muted text. */
export const grid = style({ borderCollapse: 'collapse' });

// The weekday initials are <th> elements react-aria renders itself, so they cannot take a class.
globalStyle(`${grid} th`, {
  paddingBlockEnd: vars.space[1],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

/** One day: a 44 px target; the selected range is a brand band with solid ends. */
export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.brandSurface },
    '&[data-outside-month]': { display: 'none' },
    '&[data-selected]': { backgroundColor: vars.color.brandSurface, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.brand,
      color: vars.color.onBrand,
      borderRadius: vars.radius.md,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
    '&[data-disabled], &[data-unavailable]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});
