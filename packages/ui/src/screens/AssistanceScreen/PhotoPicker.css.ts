import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The label, the chosen photos, the add button and the messages, stacked. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

/** The field's name, styled like the kit's other labels. */
export const label = style({
  padding: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Hints and counts under the label. */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The chosen photos: two a row on phones, five from 700 px. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

/** One chosen photo: its preview, its name and size, its progress or its remove button. */
export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
  padding: vars.space[2],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** The preview in a 4:3 frame. */
export const preview = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
});

/** Name over size beside the remove button. */
export const meta = style({ display: 'flex', alignItems: 'center', gap: vars.space[1], minWidth: 0 });

/** The name, cut with an ellipsis; the size under it. */
export const name = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
});

/** One line, ellipsis. */
export const nameText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

/** The hidden native input the add button opens. */
export const input = style({ display: 'none' });

/** An error under the field. */
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm });
