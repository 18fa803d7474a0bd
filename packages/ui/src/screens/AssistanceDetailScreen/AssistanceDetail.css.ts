import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Two columns from 1150 px: the request and the conversation on the left, the history on the right. */
export const columns = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** A column's sections, stacked. */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

/** The facts of a request: term over value, two a row from 700 px. */
export const facts = style({
  display: 'grid',
  gap: vars.space[4],
  margin: 0,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One fact. */
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

/** A fact's name. */
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** A fact's value; long values wrap. */
export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** The customer's description: their own line breaks kept. */
export const prose = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** Secondary text: when, by whom. */
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Photos of a request or a message: three a row on phones, five from 700 px. */
export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

/** A photo opens full size in a new tab. */
export const photoLink = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceMuted,
});

/** The photo fills a 4:3 frame. */
export const photo = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' });

/** The history: a line down the left with a dot per entry. */
export const timeline = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space[5],
});

/** One entry, its dot on the line. */
export const event = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: `calc(-1 * ${vars.space[5]} - ${vars.space[2]} / 2 - 1px)`,
      top: vars.space[1],
      width: vars.space[2],
      height: vars.space[2],
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.brand,
      boxShadow: `0 0 0 3px ${vars.color.surface}`,
    },
  },
});

/** An entry's title line. */
export const eventTitle = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

/** The conversation's messages. */
export const messages = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

/** One message: the viewer's own at the end, tinted; the other side's at the start. */
export const message = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  maxWidth: '85%',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  alignSelf: 'flex-start',
  selectors: {
    '&[data-own]': {
      alignSelf: 'flex-end',
      backgroundColor: vars.color.brandSurface,
      borderColor: vars.color.brandSurface,
    },
  },
});

/** Author and time over a message. */
export const messageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

/** The author's name. */
export const author = style({ fontWeight: vars.fontWeight.semibold });

/** A form of its own section (a status change, a rating): fields stacked. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/** The composer under the messages, set off from them by a rule. */
export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.border}`,
});

/** The composer's send button, at the end from 700 px. */
export const composerActions = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [mediaUp('md')]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});
