import { style } from '@vanilla-extract/css';
import { floatingGutter, floatsFrom } from '../../components/WhatsAppButton/WhatsAppButton.css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The ticket form card. */
export const formCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[5],
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': { [mediaUp('md')]: { padding: vars.space[7] } },
});

/** Form fields stacked with a calm rhythm. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** 'Enviar' sits at the end on wide screens, full width on phones. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', justifyContent: 'flex-end' } },
});

/** Section of the page (contacts, form). */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

/**
 * The form first (the task), the contact channels beside it from 1000 px, under it on phones. Where
 * the WhatsApp button floats, the content leaves its gutter free, so the button covers no card.
 */
export const layout = style([
  {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: vars.space[6],
    alignItems: 'start',
    '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
  },
  { '@media': { [floatsFrom]: { paddingInlineEnd: floatingGutter } } },
]);
