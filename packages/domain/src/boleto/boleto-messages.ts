/**
 * Portuguese texts of the FEBRABAN bank-slip rules (build, parse, bar pattern). Kept in one place so the
 * wording is reviewed once; parameterised texts are small functions.
 */
export const BOLETO_MESSAGES = {
  bankCode: 'O código do banco deve ter exatamente 3 dígitos.',
  amountNotInteger: 'O valor do boleto deve ser um número inteiro de centavos, sem valores negativos.',
  amountTooLarge: 'O valor do boleto não cabe nos 10 dígitos do código de barras (máximo R$ 99.999.999,99).',
  freeField: 'O campo livre do boleto deve ter exatamente 25 dígitos.',
  dueDateFormat: 'Data de vencimento inválida: use uma data real no formato AAAA-MM-DD.',
  dueDateTooEarly:
    'A data de vencimento deve ser igual ou posterior a 03/07/2000, primeiro dia do fator de vencimento.',
  factorRange: 'O fator de vencimento deve ser um número inteiro entre 1000 e 9999.',
  referenceDate: 'Data de referência inválida: use uma data real no formato AAAA-MM-DD.',
  lineCharacters: 'A linha digitável deve conter apenas números (espaços e pontos são ignorados).',
  barcodeCharacters: 'O código de barras deve conter apenas números (espaços e pontos são ignorados).',
  generalCheckDigit: 'O dígito verificador geral do boleto (campo 4) não confere.',
  barcodeCheckDigit: 'O dígito verificador do código de barras (posição 5) não confere.',
  oddLength: 'O código Intercalado 2 de 5 exige uma quantidade par de dígitos.',
  patternCharacters:
    'O código Intercalado 2 de 5 precisa de pelo menos dois dígitos e aceita apenas números.',
  barWidth: 'A largura da barra estreita deve ser positiva e a razão larga:estreita deve ficar entre 2 e 3.',
  convenio: 'O convênio do Banco do Brasil deve ter exatamente 7 dígitos.',
  nossoNumero: 'O complemento do nosso número deve ter de 1 a 10 dígitos.',
  carteira: 'A carteira deve ter exatamente 2 dígitos.',
  /** The digitable line has the wrong number of digits. */
  lineLength: (found: number): string => `A linha digitável deve ter 47 dígitos; foram informados ${found}.`,
  /** The barcode has the wrong number of digits. */
  barcodeLength: (found: number): string =>
    `O código de barras deve ter 44 dígitos; foram informados ${found}.`,
  /** A field check digit (modulo 10) of the digitable line is wrong. */
  fieldCheckDigit: (field: 1 | 2 | 3): string =>
    `O dígito verificador do campo ${field} da linha digitável não confere.`,
} as const;
