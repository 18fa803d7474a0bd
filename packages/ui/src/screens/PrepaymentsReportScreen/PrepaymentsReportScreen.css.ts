import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The customer: name over e-mail; a long e-mail wraps rather than widen a phone's card. */
export const person = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });

/** Installment numbers ('34 a 36'): tabular figures, wrapping only between runs. */
export const numbers = style({ fontVariantNumeric: 'tabular-nums' });

/** Secondary text under the list's action. */
export const muted = style({ color: vars.color.textMuted, margin: 0 });
