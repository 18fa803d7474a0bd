import { BOLETO_MESSAGES } from './boleto-messages';
import { type BoletoResult, fail, ok } from './boleto-types';

/** Input of the Banco do Brasil free field for 7-digit agreements ("convênio de 7 dígitos"). */
export interface BancoDoBrasilFreeFieldInput {
  /** The 7-digit agreement number given by the bank. */
  readonly convenio: string;
  /** Sequential part of the "nosso número", 1 to 10 digits (left-padded with zeros). */
  readonly nossoNumero: string;
  /** Portfolio ("carteira"), 2 digits, e.g. '17' or '11'. */
  readonly carteira: string;
}

/**
 * The 25-digit free field of a Banco do Brasil slip (bank '001') with a 7-digit agreement, the
 * layout of BB's "Convênio 7 dígitos" specification: `000000` (6 zeros) + convênio (7) + nosso número
 * complement (10) + carteira (2). The full "nosso número" printed on the slip is convênio + complement
 * (17 digits, no check digit).
 */
export function buildBancoDoBrasilFreeField(input: BancoDoBrasilFreeFieldInput): BoletoResult<string> {
  const { convenio, nossoNumero, carteira } = input;
  if (!/^\d{7}$/.test(convenio)) return fail('convenio', BOLETO_MESSAGES.convenio);
  if (!/^\d{1,10}$/.test(nossoNumero)) return fail('nosso-numero', BOLETO_MESSAGES.nossoNumero);
  if (!/^\d{2}$/.test(carteira)) return fail('carteira', BOLETO_MESSAGES.carteira);
  return ok(`000000${convenio}${nossoNumero.padStart(10, '0')}${carteira}`);
}
