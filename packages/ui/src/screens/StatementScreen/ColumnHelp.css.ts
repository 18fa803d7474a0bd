import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The disclosure above the table. */
export const details = style({ fontSize: vars.fontSize.sm });

/** 'Entenda as colunas': a 44 px tall target with the info icon. */
export const summary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[2],
  marginInlineStart: `calc(-1 * ${vars.space[2]})`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSurface },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focusRing}` },
  },
});

/** Column name over its explanation, two columns from tablets up. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space[3],
  margin: 0,
  marginBlockStart: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});

/** A column's name. */
export const term = style({ fontWeight: vars.fontWeight.semibold });

/** A column's explanation. */
export const definition = style({ margin: 0, color: vars.color.textMuted });
