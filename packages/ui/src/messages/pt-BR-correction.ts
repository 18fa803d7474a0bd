/**
 * Portuguese copy of 'Correção monetária''s chunk (product rule §8, "Correction explained"): the block's
 * term and the rows' tooltip text, loaded with them, off the statement's first script (decisions 017
 * and 071). The term is also in `pt-BR-statement.ts`, for the block's placeholder.
 */
export const correctionMessages = {
  correctionIndex: 'Correção monetária',
  /** The 'Valor Corrigido' of a row, on hover and focus: where it comes from. */
  correctionOf: (original: string, label: string, difference: string, adjusted: string) =>
    `Valor original ${original} + correção (${label}) ${difference} = ${adjusted}`,
  /** The index's name in `correctionOf` when the contract's index is unknown or none. */
  correctionUnknownIndex: 'índice do contrato',
} as const;
