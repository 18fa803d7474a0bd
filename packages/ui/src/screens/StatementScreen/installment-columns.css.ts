import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** 'Boleto' and 'Enviar' side by side (wrapping in a narrow cell, spanning the card on phones). */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

/** 'Comprovante enviado em dd/mm': a quiet confirmation in place of the status badge. */
export const proofSent = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.success,
});

/** 'Antecipação emitida' / 'Solicitação enviada' in place of the status of a held row. */
export const prepaymentHeld = style([proofSent, { color: vars.color.text }]);
