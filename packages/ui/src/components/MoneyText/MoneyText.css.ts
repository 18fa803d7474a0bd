import { style } from '@vanilla-extract/css';

/** Figures line up in columns (tabular digits) and an amount never breaks across lines. */
export const figures = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
