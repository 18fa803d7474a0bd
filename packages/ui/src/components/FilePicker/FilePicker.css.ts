import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { visuallyHiddenRules } from '../../theme/visually-hidden';

/** Label, drop box and messages stacked. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });

/** The visible label. */
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Dashed box holding the choose button, or the chosen file with its clear button. */
export const box = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space[3],
    padding: vars.space[3],
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceMuted,
    selectors: {
      '&[data-invalid]': { borderColor: vars.color.danger, borderStyle: 'solid' },
      '&[data-has-file]': { borderStyle: 'solid', backgroundColor: vars.color.surface },
    },
  },
});

/** The hidden native input: kept in the DOM for the file dialog and for tests. */
export const input = style(visuallyHiddenRules);

/** Chosen file: icon, name and size. */
export const fileInfo = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  flex: 1,
  minWidth: 0,
  color: vars.color.brand,
});

/** File name, cut with an ellipsis when long. */
export const fileName = style({
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** File size under the name. */
export const fileSize = style({ display: 'block', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Text beside the button when nothing is chosen. */
export const placeholder = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Hint under the box. */
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Error under the box (icon + text). */
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
