/**
 * Portuguese copy of the 'Total a pagar' card's figures that only the card itself draws — not its
 * loading placeholder — so they travel with the card's own chunk instead of the statement's first
 * script (decisions 017 and 038). The card's other lines are in `pt-BR-statement.ts`.
 */
export const statementTotalsMessages = {
  /**
   * Product rule §8: the interest taken off the installments due later, shown as a negative line so the
   * card still adds up (open + fine and interest − this = 'Saldo devedor atual').
   */
  totalDiscount: 'Desconto dos juros das parcelas a vencer',
  /** The day the saldo devedor settles the contract (dd/mm/aaaa): tomorrow it is another figure. */
  totalValidFor: (date: string) => `Válido para quitação em ${date}`,
  totalPaidOf: (paid: number, all: number) => `${paid} de ${all}`,
} as const;
