import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaDown, mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Range text and buttons; stacked and centred on phones, one row on wider screens. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  '@media': {
    [mediaUp('md')]: { flexDirection: 'row', justifyContent: 'space-between' },
  },
});

/** 'Mostrando X - Y de N registros'. */
export const range = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The list of buttons. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Below 400 px the gaps go so first/previous/3 pages/next/last (7 x 44 px) fit a 360 px phone.
  '@media': { [mediaDown('xs')]: { gap: 0 } },
});

/** A page number button; the current one is filled with the brand colour. */
export const pageButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.touchTarget,
    height: vars.size.touchTarget,
    paddingInline: vars.space[2],
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-current], :disabled)': {
        borderColor: vars.color.brand,
        color: vars.color.brand,
      },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
        cursor: 'default',
      },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
    },
    '@media': { [mediaDown('md')]: { selectors: { '&[data-far]': { display: 'none' } } } },
  },
});
