import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The block's heading: the title over what it is for. */
export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

/** Secondary text: a hint under a heading, the contract under a title. */
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

/** A title over its contract on a client's page; long titles wrap rather than widen a card. */
export const stacked = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

/**
 * A row's actions: stacked at the card's full width on a phone (where the table is a list of cards, as
 * the customer's 'Abrir'), side by side in the table from a tablet up.
 */
export const rowActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space[2],
  '@media': { [mediaUp('md')]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

/** The contract chosen on a client's page: half the card from a tablet up, like the form's fields. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 24rem), 1fr))',
});

/** The upload form under the list, separated by a rule, its fields stacked. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  paddingBlockStart: vars.space[4],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The form's heading. */
export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Title and kind side by side from a tablet up, stacked on a phone. */
export const fields = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

/** The send button at the start of the form's last line. */
export const submit = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });
