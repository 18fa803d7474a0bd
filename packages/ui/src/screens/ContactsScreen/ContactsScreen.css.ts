import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The two team cards: stacked on phones (and in a side column), side by side from 700 px. */
export const cards = recipe({
  base: { display: 'grid', gridTemplateColumns: '1fr', gap: vars.space[5] },
  variants: {
    layout: {
      columns: { '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } } },
      stack: {},
    },
  },
  defaultVariants: { layout: 'columns' },
});

/** One team card. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[5],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  '@media': { [mediaUp('md')]: { padding: vars.space[7] } },
});

/** Badge and titles. */
export const cardHead = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[4] });

/** Round brand-tinted badge with the team icon. */
export const badge = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.space[9],
  height: vars.space[9],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSurface,
  color: vars.color.brand,
});

/** Title over description. */
export const cardTitles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  minWidth: 0,
});

/** Team name. */
export const cardTitle = style({ fontSize: vars.fontSize.lg });

/** What the team handles. */
export const cardDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The channel list. */
export const channels = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

/** One channel: label over link, separated by a hairline. */
export const channel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** Channel label with its icon. */
export const channelLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** The channel's link: brand colour, 44 px tall target, wraps long e-mails. */
export const channelLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '3px',
});
