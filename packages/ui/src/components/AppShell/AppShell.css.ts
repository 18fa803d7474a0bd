import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Page frame: header on top, then the menu column beside the content column. */
export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.color.surfaceMuted,
});

/** Menu + content row. */
export const body = style({ display: 'flex', flex: 1, minWidth: 0, alignItems: 'stretch' });

/** Top bar, main and footer. */
export const column = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

/** The main landmark; screens bring their own page padding and width, so the shell adds none. */
export const main = style({
  flex: 1,
  width: '100%',
  minWidth: 0,
  selectors: { '&:focus-visible': { outline: 'none' } },
});

/**
 * The signed-in frame's main is at least one window tall, so the footer starts below the fold: pages
 * fill in when their data arrives, and a footer drawn in view and then pushed down was the pages'
 * layout shift (Lighthouse mobile, CLS 0.13–0.20 on /empreendimentos, /clients and the statement).
 */
export const mainWithNavigation = style({ minHeight: '100dvh' });

/** Skip link: off screen until focused, then a clear pill at the top left. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[3],
  top: vars.space[3],
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'translateY(0)' } },
});
