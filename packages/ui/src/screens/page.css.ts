import { style } from '@vanilla-extract/css';
import { mediaUp } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

/**
 * Page frame of the enterprise, support and contact screens: same width and rhythm as the other
 * screens of the kit (the app shell adds no padding of its own).
 */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  width: '100%',
  maxWidth: '75rem',
  marginInline: 'auto',
  padding: vars.space[4],
  '@media': { [mediaUp('md')]: { padding: vars.space[7] } },
});

/** Breadcrumb, title and subtitle. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** The page title. */
export const title = style({
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.display } },
});

/** One calm line under the title. */
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

/** A section heading inside a page. */
export const sectionTitle = style({ fontSize: vars.fontSize.lg });
