import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

/** A tinted box with a tone icon and the message; the icon shape tells the tone, not only the colour. */
export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space[3],
    padding: vars.space[4],
    border: '1px solid',
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.text,
  },
  variants: {
    tone: {
      danger: { backgroundColor: vars.color.dangerSurface, borderColor: vars.color.danger },
      success: { backgroundColor: vars.color.successSurface, borderColor: vars.color.success },
      info: { backgroundColor: vars.color.infoSurface, borderColor: vars.color.info },
      warning: { backgroundColor: vars.color.warningSurface, borderColor: vars.color.warning },
    },
  },
});

/** The icon, in the tone's colour. */
export const icon = recipe({
  base: { display: 'flex', flexShrink: 0 },
  variants: {
    tone: {
      danger: { color: vars.color.danger },
      success: { color: vars.color.success },
      info: { color: vars.color.info },
      warning: { color: vars.color.warning },
    },
  },
});

/** Optional bold first line and the text. */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

/** The bold title line. */
export const title = style({ fontWeight: vars.fontWeight.semibold });
