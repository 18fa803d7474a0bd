import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The page's action under the heading: 'Nova solicitação', at its start. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

/** Secondary text: the enterprise over the unit, a date under a figure. */
export const muted = style({ color: vars.color.textMuted, margin: 0, fontSize: vars.fontSize.sm });

/** A unit: its name over the enterprise; long names wrap rather than widen a phone's card. */
export const stacked = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });
