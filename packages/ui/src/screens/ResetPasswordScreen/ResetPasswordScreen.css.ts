import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** The checklist box under the password fields. */
export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

/** 'Sua nova senha precisa ter:'. */
export const checklistTitle = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** The rules, one per line. */
export const rules = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One rule: green tick when met, grey cross when not (the icon and the hidden text carry the state). */
export const rule = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[2],
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    met: {
      true: { color: vars.color.success },
      false: { color: vars.color.textMuted },
    },
  },
});
