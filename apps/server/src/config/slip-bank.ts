/** The bank a slip is registered with, as its header prints it. */
export interface SlipBank {
  readonly name: string;
  /** FEBRABAN bank code with its check digit, as printed beside the name ('001-9'). */
  readonly codeWithDigit: string;
}

/**
 * The bank of every slip the portal issues: the companies' accounts are at Banco do Brasil, whose
 * free field (convênio, nosso número, carteira) the slips are built with (`buildBancoDoBrasilFreeField`).
 */
export const SLIP_BANK: SlipBank = { name: 'Banco do Brasil', codeWithDigit: '001-9' };
