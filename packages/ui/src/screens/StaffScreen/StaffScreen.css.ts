import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The invitation form: fields stacked on phones, side by side from 700 px with the button after them. */
export const form = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'start' },
  },
});

/** Keeps the submit button level with the inputs (below their labels) on wide screens. */
export const submit = style({
  '@media': { [mediaUp('md')]: { paddingTop: vars.space[6] } },
});

/** Secondary text: hints, 'Nunca', the e-mail under a name. */
export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** A person in the audit: name, then the e-mail on its own line; long e-mails wrap on phones. */
export const person = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

/** An e-mail, which may break anywhere rather than widen a phone's card. */
export const breakable = style({ overflowWrap: 'anywhere' });
