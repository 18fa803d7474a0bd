import { globalStyle, style } from '@vanilla-extract/css';
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

/** 'Página X de Y' over 'Mostrando X - Y de N registros' on phones, side by side on wider screens. */
export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
  '@media': { [mediaUp('md')]: { flexDirection: 'row', gap: vars.space[3] } },
});

/** 'Página X de Y'. */
export const pageOf = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

/** 'Mostrando X - Y de N registros'. */
export const range = style({ color: vars.color.textMuted });

/** The list of buttons. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Below 700 px the gaps go so previous, five pages, two ellipses and next fit a 360 px phone.
  '@media': { [mediaDown('md')]: { gap: 0 } },
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
    // Side by side without gaps on a phone, the buttons drop their frames; the current page stays filled.
    '@media': {
      [mediaDown('md')]: { selectors: { '&:not([aria-current="page"])': { borderColor: 'transparent' } } },
    },
  },
});

// First/last arrows and the pages of the six-button window show from 700 px; the phone window's own
// pages below it.
globalStyle(`${list} > [data-show="wide"]`, { '@media': { [mediaDown('md')]: { display: 'none' } } });
globalStyle(`${list} > [data-show="phone"]`, { '@media': { [mediaUp('md')]: { display: 'none' } } });

/**
 * The phone's '…' before a page after a skip: a narrow slot (the glyph overhangs into the frameless
 * buttons' blank sides), so previous, five pages, two ellipses and next (324 px) fit a 360 px phone;
 * empty alternative text, so screen readers skip it.
 */
globalStyle(`${list} > [data-gap]`, { '@media': { [mediaDown('md')]: { display: 'flex' } } });
globalStyle(`${list} > [data-gap]::before`, {
  '@media': {
    [mediaDown('md')]: {
      content: ['"…"', '"…" / ""'],
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: vars.space[2],
      color: vars.color.textMuted,
    },
  },
});
