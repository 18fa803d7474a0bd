/**
 * Published bank-slip examples used by the tests (this file has no `.test` suffix so two test files
 * can share it; it is test data only and not exported from the package).
 */

/** One published example: the slip's data and the codes its source prints for it. */
export interface ReferenceBoleto {
  readonly source: string;
  readonly bankCode: string;
  readonly dueDate: string;
  readonly amountCents: number;
  readonly freeField: string;
  readonly barcode: string;
  readonly formattedLine: string;
}

const BOLETO_NET_CORE =
  'BoletoNet/BoletoNetCore, BoletoNetCore.Testes/BancoBrasilCarteira11_019Tests.cs (Banco do Brasil, convênio 7 dígitos, carteira 11)';

/** Every example below was also checked by hand: factor from its date, field and general check digits. */
export const REFERENCE_BOLETOS: readonly ReferenceBoleto[] = [
  {
    source: BOLETO_NET_CORE,
    bankCode: '001',
    dueDate: '2026-12-25',
    amountCents: 20_000,
    freeField: '0000000000000000000000011',
    barcode: '00191167100000200000000000000000000000000011',
    formattedLine: '00190.00009 00000.000000 00000.000117 1 16710000020000',
  },
  {
    source: BOLETO_NET_CORE,
    bankCode: '001',
    dueDate: '2026-01-02',
    amountCents: 80_400,
    freeField: '0000001234567000000032111',
    barcode: '00192131400000804000000001234567000000032111',
    formattedLine: '00190.00009 01234.567004 00000.321117 2 13140000080400',
  },
  {
    source: BOLETO_NET_CORE,
    bankCode: '001',
    dueDate: '2026-03-10',
    amountCents: 79_100,
    freeField: '0000001234567999999990111',
    barcode: '00194138100000791000000001234567999999990111',
    formattedLine: '00190.00009 01234.567996 99999.901111 4 13810000079100',
  },
  {
    source: BOLETO_NET_CORE,
    bankCode: '001',
    dueDate: '2026-01-01',
    amountCents: 120_000,
    freeField: '0000000000000000000000011',
    barcode: '00195131300001200000000000000000000000000011',
    formattedLine: '00190.00009 00000.000000 00000.000117 5 13130000120000',
  },
  {
    source: BOLETO_NET_CORE,
    bankCode: '001',
    dueDate: '2026-02-28',
    amountCents: 80_000,
    freeField: '0000001234567000000000111',
    barcode: '00197137100000800000000001234567000000000111',
    formattedLine: '00190.00009 01234.567004 00000.001115 7 13710000080000',
  },
  {
    source: BOLETO_NET_CORE,
    bankCode: '001',
    dueDate: '2026-05-24',
    amountCents: 22_058,
    freeField: '0000001234567000000000311',
    barcode: '00199145600000220580000001234567000000000311',
    formattedLine: '00190.00009 01234.567004 00000.003111 9 14560000022058',
  },
  {
    source:
      'kivanio/brcobranca, spec/brcobranca/formatacao_spec.rb ("Monta linha digitável", Banco do Brasil)',
    bankCode: '001',
    dueDate: '2008-02-01',
    amountCents: 13_500,
    freeField: '0000001238798777770016818',
    barcode: '00192376900000135000000001238798777770016818',
    formattedLine: '00190.00009 01238.798779 77700.168188 2 37690000013500',
  },
  {
    source:
      'BoletoPhp Bradesco layout example (as cached in jonnrauber/chapecoclassificados), R$ 289,90 due 16/06/2016',
    bankCode: '237',
    dueDate: '2016-06-16',
    amountCents: 28_990,
    freeField: '1100060000000078901020030',
    barcode: '23794682700000289901100060000000078901020030',
    formattedLine: '23791.10006 60000.000079 89010.200304 4 68270000028990',
  },
];

/**
 * Lines published without their inputs: the README of the npm package boleto-brasileiro-validator
 * 1.0.5 (Bradesco) and the Stark Bank SDK documentation/tests (Itaú, starkbank/sdk-python).
 */
export const REFERENCE_LINES: readonly string[] = [
  '23793.38128 60007.827136 95000.063305 9 75520000370000',
  '34191.09008 63571.277308 71444.640008 5 81960000000062',
  '34191.09008 61713.957308 71444.640008 2 83430000984732',
];
