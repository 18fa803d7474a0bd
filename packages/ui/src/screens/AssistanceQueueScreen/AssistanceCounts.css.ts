import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The counts by status: chips that wrap. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One count: the status and its number; pressing it filters the queue by that status. */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSurface },
  },
});

/** The number, bold and in tabular figures. */
export const count = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: 'tabular-nums' });
