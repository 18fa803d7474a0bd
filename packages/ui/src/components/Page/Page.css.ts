import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The frame of a screen inside the app shell (which adds no padding of its own): a centred column
 * whose padding grows with the screen. The width suits the content: forms and cards read best at
 * 75rem; the statement's ten-column table needs 90rem; audit reports use a 1440 px screen fully.
 */
export const page = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space[6],
    width: '100%',
    marginInline: 'auto',
    padding: vars.space[4],
    '@media': { [mediaUp('md')]: { padding: vars.space[7] } },
  },
  variants: {
    width: {
      regular: { maxWidth: '75rem' },
      wide: { maxWidth: '90rem' },
      full: { maxWidth: '96rem' },
    },
  },
  defaultVariants: { width: 'regular' },
});

/** Breadcrumb, title and subtitle, stacked. */
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** The page title (the screen's only h1); long names wrap anywhere rather than overflow a phone. */
export const title = style({
  fontSize: vars.fontSize.xxl,
  overflowWrap: 'anywhere',
  '@media': { [mediaUp('md')]: { fontSize: vars.fontSize.display } },
});

/** One calm line under the title. */
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.md });

/** A section heading inside a page. */
export const sectionTitle = style({ fontSize: vars.fontSize.lg });

/**
 * A block of a page on a raised card (a step of the import, the Sienge sync's status): its title and
 * content stacked, padding growing with the screen; `minWidth: 0` lets wide tables scroll inside it.
 */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  padding: vars.space[4],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaUp('md')]: { padding: vars.space[6] } },
});
