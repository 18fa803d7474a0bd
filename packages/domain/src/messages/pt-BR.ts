/**
 * Portuguese texts of the domain rules: validation messages and checklist labels. Quoted spec texts
 * (portal-spec.md section 5) are kept byte for byte; the others follow the same tone.
 * Other domain areas append their own `*_MESSAGES` constant below (one constant per area). The texts the
 * login page draws are in `pt-BR-access.ts` and the correction indexes' explanations in
 * `pt-BR-correction-index.ts`: files of their own, so the login's first script carries only the first
 * and the statement's loads the second with the block that shows it (decision 078).
 */

/** Errors raised when a CPF/CNPJ is generated from a bad base (seed and test helpers). */
export const DOCUMENT_MESSAGES = {
  cpfBaseInvalid: 'A base do CPF deve ter exatamente 9 dígitos.',
  cnpjBaseInvalid: 'A base do CNPJ deve ter exatamente 12 caracteres, dígitos ou letras maiúsculas.',
  repeatedDocument: 'A base informada gera um documento com todos os caracteres iguais, que não é válido.',
} as const;

/** Labels of the live checklist of the new-password screen (spec section 5), one per rule. */
export const NEW_PASSWORD_RULE_LABELS = {
  letter: 'Pelo menos uma letra',
  digit: 'Pelo menos um número',
  special: 'Pelo menos um caractere especial (!@#$%^&*(),.?":{}|<>)',
  length: 'Pelo menos 8 caracteres',
  match: 'As senhas coincidem',
} as const;

/** Messages of the support-ticket form (spec section 5). */
export const TICKET_MESSAGES = {
  subjectEmpty: 'Campo de assunto obrigatório.',
  subjectUnknown: 'Assunto inválido. Escolha um dos assuntos da lista.',
  messageEmpty: 'Campo de mensagem obrigatório.',
  messageTooLong: 'A mensagem pode ter no máximo 5.000 caracteres.',
} as const;

/** Errors raised when a download file name cannot be built from its parts (spec section 9). */
export const FILE_NAME_MESSAGES = {
  yearInvalid: 'O ano do informe de rendimento deve ser um número inteiro de quatro dígitos.',
  slipPartEmpty: 'O número do título e o da parcela são obrigatórios para nomear o boleto.',
} as const;

/** Errors of the money parser (`parseMoney`). */
export const MONEY_MESSAGES = {
  invalid: 'Valor monetário inválido. Use o formato 1.234,56.',
  tooLarge: 'Valor monetário grande demais para ser representado com exatidão.',
} as const;

/** Errors of the calendar helpers (dates passed in by the caller). */
export const DATE_MESSAGES = {
  invalidNow: 'Data atual inválida.',
  invalidIsoDate: 'Data inválida. Use o formato AAAA-MM-DD.',
  invalidYears: 'A quantidade de anos deve ser um número inteiro.',
} as const;

/** Portuguese month names, lower case as written inside a sentence; index 0 is January. */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** Labels of the known installment statuses (spec section 3) and of an empty status. */
export const INSTALLMENT_STATUS_LABELS = {
  due: 'Vencido',
  payable: 'A pagar',
  paid: 'Pago',
  unknown: 'Desconhecido',
} as const;

/** Texts of list pagination (spec section 2, 'Mostrando X - Y de N registros'). */
export const PAGINATION_MESSAGES = {
  range: (from: number, to: number, total: number): string =>
    `Mostrando ${from} - ${to} de ${total} registros`,
  invalidPageSize: 'O tamanho da página deve ser um número inteiro maior que zero.',
} as const;

/** Names of the five construction stages, in order (spec section 4). */
export const CONSTRUCTION_STAGE_LABELS = {
  fundation: 'Fundação',
  structure: 'Estrutura',
  masonry: 'Alvenaria',
  instalation: 'Instalações',
  finish: 'Acabamento',
} as const;

/** Names of the entities of an import batch, as a row error names them (decision 026). */
export const IMPORT_ENTITY_LABELS = {
  companies: 'empresa',
  enterprises: 'empreendimento',
  units: 'unidade',
  customers: 'cliente',
  contracts: 'contrato',
  installments: 'parcela',
} as const;

/** Row errors of the ERP and spreadsheet import (decision 026): what is wrong with one field of one row; then its failures. */
export const IMPORT_MESSAGES = {
  required: 'Campo obrigatório.',
  notText: 'Informe um texto.',
  tooLong: (max: number): string => `Texto longo demais (máximo de ${max} caracteres).`,
  notInteger: 'Informe um número inteiro.',
  cents: 'Informe o valor em centavos: um número inteiro maior que zero (R$ 1.234,56 é 123456).',
  centsTooLarge: 'Valor grande demais.',
  percent: 'Informe um percentual inteiro de 0 a 100.',
  /** A contract's `interest_monthly_rate` (product rule §8). */
  monthlyRate:
    'Informe a taxa de juros ao mês como fração decimal, de 0 a menos de 1 (1 % a.m. é 0.01; sem juros, 0).',
  /** A contract's `prepayment_allowed`. */
  prepaymentAllowed: 'Informe true ou false: o cliente pode antecipar parcelas deste contrato?',
  installmentNumber: 'Informe o número da parcela: um inteiro de 1 a 32767.',
  date: 'Data inválida. Use o formato AAAA-MM-DD (anos de 1900 a 2199).',
  email: 'E-mail inválido.',
  cpfInvalid: 'CPF inválido: os dígitos verificadores não conferem.',
  cnpjInvalid: 'CNPJ inválido: os dígitos verificadores não conferem.',
  cpfCnpjLength: 'Informe um CPF (11 dígitos) ou um CNPJ (14 caracteres, numérico ou alfanumérico).',
  unknownField: 'Campo desconhecido.',
  notRow: 'Cada linha deve ser um objeto com os campos da entidade.',
  duplicateId: (row: number): string => `external_id repetido: já usado na linha ${row}.`,
  unknownReference: (label: string, id: string): string =>
    `Referência desconhecida: ${label} "${id}" não está no lote nem na base.`,
  duplicateDocument: (row: number): string => `CPF/CNPJ repetido no lote: já usado na linha ${row}.`,
  documentTaken: (id: string): string =>
    `Este CPF/CNPJ já pertence a outro cliente da base (external_id "${id}").`,
  duplicateNumber: (row: number): string =>
    `Número de parcela repetido neste contrato: já usado na linha ${row}.`,
  numberTaken: 'Este contrato já tem, na base, outra parcela com este número.',
  receiptIncomplete: 'Informe a data e o valor do recebimento juntos (ou nenhum dos dois).',
  receiptNetWithoutReceipt: 'O valor líquido só pode ser informado com a data e o valor do recebimento.',
  unitOtherEnterprise: 'A unidade pertence a um empreendimento diferente do empreendimento do contrato.',
  tooManyRows: (max: number): string => `Linhas demais nesta entidade (máximo de ${max} por lote).`,
  /** A failed import (the database, not the data): nothing of the batch was written. */
  failedNothingWritten: 'Falha inesperada ao gravar o lote; nada foi importado.',
  /** A failed import applied in chunks (decision 054) after some chunks committed. */
  failedPartWritten:
    'Falha inesperada ao gravar o lote depois de gravar parte dele. Envie o mesmo lote de novo para concluir a importação.',
} as const;

/** Refusals of a prepayment quote (product rule §8 "Pay ahead"; `quotePrepayment`). */
export const PREPAYMENT_MESSAGES = {
  invalidRate: 'Taxa de juros do contrato inválida: a taxa mensal deve ser de 0 a menos de 100 %.',
  invalidPaymentDate: 'Data de pagamento inválida. Use o formato AAAA-MM-DD.',
  noInstallments: 'Escolha ao menos uma parcela para antecipar.',
  invalidInstallment:
    'Parcela inválida: informe o vencimento (AAAA-MM-DD) e o valor em centavos, maior que zero.',
  repeatedInstallment: 'A mesma parcela foi escolhida mais de uma vez.',
  notFuture:
    'Só é possível antecipar parcelas que vencem depois da data do pagamento. As vencidas e as que vencem hoje são pagas pelo boleto, com multa e juros quando houver atraso.',
} as const;

/** The names of the correction indexes the statement shows (product rule §8 "Correction explained"). */
export const CORRECTION_INDEX_LABELS = {
  inccM: 'INCC-M',
  inccDi: 'INCC-DI',
  igpM: 'IGP-M',
  ipca: 'IPCA',
  none: 'Sem correção',
} as const;
