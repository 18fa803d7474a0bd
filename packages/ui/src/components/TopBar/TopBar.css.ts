import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The bar above the page content: menu button on the left, user and 'Sair' on the right. */
export const topBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  minHeight: vars.space[10],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/** Left slot (menu button); keeps its place even when empty so the user block stays right. */
export const start = style({ display: 'flex', alignItems: 'center', minWidth: 0 });

/** Avatar, name and logout. */
export const user = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

/** Round initials badge. */
export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSurface,
  color: vars.color.brandStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

/** The user's name; cut with an ellipsis on phones. */
export const name = style({
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '40vw',
});
