import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Full-width white header: brand on the left, the company links on the right. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [mediaUp('md')]: { paddingInline: vars.space[7] } },
});

/** Logo, company name and the 'Portal do cliente' tagline. */
export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.touchTarget,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
});

/** The logo image. */
export const logo = style({ width: vars.space[8], height: vars.space[8] });

/** Company name over the tagline. */
export const brandText = style({
  display: 'flex',
  flexDirection: 'column',
  lineHeight: vars.lineHeight.tight,
});

/** Company name. */
export const company = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

/** 'Portal do cliente'. */
export const tagline = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The company links. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One external link: text plus a small "opens elsewhere" glyph. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandSurface } },
});
