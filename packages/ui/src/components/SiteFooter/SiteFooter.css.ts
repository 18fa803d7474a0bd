import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Quiet footer: copyright on the left, 'Powered by' on the right (stacked on phones). */
export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[5],
  paddingInline: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  '@media': {
    [mediaUp('md')]: { flexDirection: 'row', justifyContent: 'space-between', paddingInline: vars.space[7] },
  },
});

/** 'Powered by' and the vendor mark. */
export const powered = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });

/** The vendor mark: a small glyph plus the product name. */
export const vendor = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

/** The vendor glyph. */
export const vendorGlyph = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  color: vars.color.brand,
});
