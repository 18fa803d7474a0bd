/**
 * Portuguese copy of the statement's rare warning about rows that came with data it cannot show, apart
 * from `pt-BR-statement.ts` so that it travels with its own small chunk (`UnreadableNotice`) instead of
 * the statement's first script (decisions 017 and 038).
 */
export const unreadableMessages = {
  /** Some rows of the list came with data that cannot be shown; the others are in the table. */
  installmentsUnreadable: (count: number, numbers: readonly number[]) =>
    `${count === 1 ? 'Uma parcela deste contrato não pôde ser exibida' : `${count} parcelas deste contrato não puderam ser exibidas`} porque ${count === 1 ? 'chegou' : 'chegaram'} com dados inválidos${numbers.length > 0 ? ` (${numbers.length === 1 ? 'parcela' : 'parcelas'} ${numbers.join(', ')})` : ''}. As demais estão na tabela; se precisar dela${count === 1 ? '' : 's'}, abra um ticket no Suporte.`,
} as const;
