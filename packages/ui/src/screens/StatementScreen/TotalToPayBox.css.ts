import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** 'Saldo devedor atual': the sum of the lines above it, under a rule and in bold. */
export const owedRow = style({
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
});

/** The owed amount, the largest figure of the card. */
export const owedValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});

/** Paid and overdue counts under the total, smaller (the PDF's 'Totais' block). */
export const summaryList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  margin: 0,
  marginBlockStart: vars.space[4],
  paddingBlockStart: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

/** A value of the paid/overdue summary. */
export const summaryValue = style({ margin: 0, fontWeight: vars.fontWeight.semibold, textAlign: 'end' });

/** 'Válido para quitação em dd/mm/aaaa' under 'Saldo devedor atual': the day the figure holds (product rule §8). */
export const validFor = style({
  margin: 0,
  marginBlockStart: vars.space[1],
  textAlign: 'end',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
