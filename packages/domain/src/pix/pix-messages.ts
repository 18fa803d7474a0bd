/**
 * Portuguese texts of the PIX "copia e cola" rules (BR Code build and read), in one place.
 */
export const PIX_MESSAGES = {
  keyEmpty: 'Informe a chave PIX do recebedor.',
  keyTooLong: 'A chave PIX deve ter no máximo 77 caracteres.',
  keyCharacters: 'A chave PIX contém espaços ou caracteres não permitidos.',
  nameEmpty: 'Informe o nome do recebedor.',
  nameTooLong: 'O nome do recebedor deve ter no máximo 25 caracteres (sem acentos).',
  nameCharacters: 'O nome do recebedor contém caracteres não permitidos no código PIX.',
  cityEmpty: 'Informe a cidade do recebedor.',
  cityTooLong: 'A cidade do recebedor deve ter no máximo 15 caracteres (sem acentos).',
  cityCharacters: 'A cidade do recebedor contém caracteres não permitidos no código PIX.',
  amount: 'O valor do PIX deve ser um número inteiro de centavos maior que zero.',
  amountTooLarge: 'O valor do PIX é grande demais para o código (máximo de 13 caracteres).',
  txid: 'O identificador da transação (txid) deve ter de 1 a 25 letras ou números, sem acentos.',
  descriptionCharacters: 'A descrição contém caracteres não permitidos no código PIX.',
  empty: 'O código PIX está vazio.',
  payloadFormat: 'O código PIX deve começar pelo campo 00 com o valor 01.',
  crcMissing: 'O código PIX deve terminar com o CRC (campo 63 com 4 caracteres).',
  noPixAccount: 'O código PIX não contém uma conta PIX (campo br.gov.bcb.pix) com chave ou URL.',
  currency: 'A moeda do código PIX deve ser 986 (real).',
  country: 'O país do código PIX deve ser BR.',
  amountInvalid: 'O valor informado no código PIX é inválido.',
  pointOfInitiation: 'O método de iniciação do código PIX deve ser 11 ou 12.',
  /** The description does not fit in the merchant account field (99 characters in all). */
  descriptionTooLong: (max: number): string =>
    `A descrição é longa demais para esta chave: use no máximo ${max} caracteres.`,
  /** A TLV field's length or id does not fit the text. */
  malformed: (position: number): string =>
    `O código PIX está malformado: campo inválido na posição ${position + 1}.`,
  /** The CRC of the text does not match the one it carries. */
  crc: (expected: string, found: string): string =>
    `O CRC do código PIX não confere (calculado ${expected}, informado ${found}); o código foi alterado ou copiado pela metade.`,
  /** A field id appears twice. */
  duplicateField: (id: string): string =>
    `O código PIX repete o campo ${id}; cada campo deve aparecer uma vez.`,
  /** A mandatory field is absent. */
  missingField: (id: string, name: string): string =>
    `O código PIX não contém o campo obrigatório ${id} (${name}).`,
} as const;
