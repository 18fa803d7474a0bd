import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Form column of the access screens (login, sign-up, recovery, reset): fields then actions. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** Buttons and links under the fields, full width and stacked. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  marginTop: vars.space[2],
});

/** A link placed at the end of a field group (e.g. 'Esqueceu sua senha? Clique aqui'). */
export const endLink = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(${vars.space[3]} * -1)`,
});

/** 'or' divider line between the primary action and the secondary one. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', backgroundColor: vars.color.border },
  },
});

/** Centred secondary line ('Já possui conta?'). */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
