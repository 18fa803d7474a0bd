/**
 * Portuguese copy of the customer's finance screens ('Extratos', the statement, the slip, income-tax
 * and proof panels), apart from `pt-BR.ts`, which the login page loads: the login never shows these
 * texts (decision 038).
 */
export const financeMessages = {
  statementsTitle: 'Extratos',
  statementsEmpty: 'Não existem extratos disponíveis para visualização.',
  statementsError: 'Não foi possível carregar os extratos. Tente novamente em alguns instantes.',
  retry: 'Tentar novamente',
  optionsLabel: 'Opções do contrato',
  statement: 'Extrato',
  slip: 'Boleto',
  incomeTax: 'Rendimento',
  closePanel: 'Fechar e voltar às opções',
  slipPanelTitle: 'Boleto',
  slipWait: 'Tempo médio estimado de espera: 8 segundos',
  /** 'A 17ª parcela…': the feminine ordinal indicator 'ª', never '°' (docs/product/texts.md, "Ordinals"). */
  slipReady: (installment: number, month: string) =>
    `A ${installmentOrdinal(installment)} do período de ${month} já está disponível.`,
  slipAmount: 'Valor',
  slipDueDate: 'Vencimento',
  digitableLine: 'Linha digitável',
  slipDownload: 'DOWNLOAD DO BOLETO EM PDF',
  slipCodeUnusable: 'Não foi possível exibir a linha digitável deste boleto. Use o PDF para pagar.',
  pixTitle: 'PIX copia e cola',
  pixCode: 'Código PIX',
  pixQr: 'QR Code do PIX para pagamento',
  incomeTaxPanelTitle: 'Informe de rendimento',
  incomeTaxPrompt: 'Selecione o ano para download do documento:',
  incomeTaxYear: 'Ano',
  incomeTaxDownload: 'Download',
  back: 'Voltar para Extratos',
  billNotFound: 'Este extrato não foi encontrado.',
  billNotFoundHelp: 'O endereço aberto não indica um contrato seu. Escolha o contrato na lista de extratos.',
  division: 'Divisão',
  document: 'Título/DOC',
  unit: 'Unidade/Apartamento',
  noUnit: 'N/A',
  /** The contract's correction index and what it means (product rule §8, "Correction explained"). */
  correctionIndex: 'Correção monetária',
  /** The 'Valor Corrigido' of a row, on hover and focus: where it comes from. */
  correctionOf: (original: string, label: string, difference: string, adjusted: string) =>
    `Valor original ${original} + correção (${label}) ${difference} = ${adjusted}`,
  /** The index's name in `correctionOf` when the contract's index is unknown or none. */
  correctionUnknownIndex: 'índice do contrato',
  installmentsCaption: 'Parcelas do contrato',
  exportXls: 'Exportar para XLS',
  exportPdf: 'Exportar para PDF',
  clearFilters: 'Limpar filtros',
  emptyCell: '-',
  send: 'Enviar',
  sendProofFor: (installment: number) => `Enviar comprovante da parcela ${installment}`,
  proofSent: 'Comprovante enviado',
  /** The row of an installment whose proof was sent, instead of 'A pagar' and 'Enviar' (dd/mm). */
  proofSentOn: (dayMonth: string) => `Comprovante enviado em ${dayMonth}`,
  rowSlip: 'Boleto',
  rowSlipFor: (installment: number) => `Boleto da parcela ${installment}`,
  rowSlipTitle: (installment: number) => `Boleto da parcela ${installment}`,
  rowSlipOverdue: 'Parcela vencida: o boleto vence hoje e já inclui multa e juros.',
  columnsHelp: 'Entenda as colunas',
  /** 'Antecipar parcelas' (product rule §8 "Pay ahead"); the dialog's own texts are in pt-BR-prepayment.ts. */
  prepaymentOpen: 'Antecipar parcelas',
  /** A row held by an anticipation in progress, in place of its status badge. */
  prepaymentHeld: { slip: 'Antecipação emitida', request: 'Solicitação enviada' },
  installmentsEmpty: 'Este contrato ainda não possui parcelas.',
  installmentsError: 'Não foi possível carregar as parcelas deste contrato.',
  /** Some rows of the list came with data that cannot be shown; the others are in the table. */
  installmentsUnreadable: (count: number, numbers: readonly number[]) =>
    `${count === 1 ? 'Uma parcela deste contrato não pôde ser exibida' : `${count} parcelas deste contrato não puderam ser exibidas`} porque ${count === 1 ? 'chegou' : 'chegaram'} com dados inválidos${numbers.length > 0 ? ` (${numbers.length === 1 ? 'parcela' : 'parcelas'} ${numbers.join(', ')})` : ''}. As demais estão na tabela; se precisar dela${count === 1 ? '' : 's'}, abra um ticket no Suporte.`,
  totalTitle: 'Total a pagar',
  /** The card's lines add up: open installments + fine and interest = the PDF's 'Saldo devedor atual'. */
  totalOpen: 'Parcelas em aberto (valor corrigido)',
  totalCharges: 'Multa e juros das parcelas vencidas',
  totalOwed: 'Saldo devedor atual',
  /**
   * Product rule §8: the interest taken off the installments due later, shown as a negative line so the
   * card still adds up (open + fine and interest − this = 'Saldo devedor atual').
   */
  totalDiscount: 'Desconto dos juros das parcelas a vencer',
  /** The day the saldo devedor settles the contract (dd/mm/aaaa): tomorrow it is another figure. */
  totalValidFor: (date: string) => `Válido para quitação em ${date}`,
  totalPaid: 'Parcelas pagas',
  totalPaidOf: (paid: number, all: number) => `${paid} de ${all}`,
  totalPaidAmount: 'Total pago',
  totalOverdue: 'Parcelas vencidas',
  columns: {
    installment: 'Parcela',
    dueDate: 'Vencimento',
    status: 'Status',
    originalValue: 'Valor Original',
    adjustedValue: 'Valor Corrigido',
    currentBalance: 'Saldo Atual',
    receiptDate: 'Data Baixa',
    receiptValue: 'Valor Baixa',
    receiptNetValue: 'Recto Líquido',
    proof: 'Comprovante',
  },
  columnInfo: {
    installment: 'Número da parcela no contrato.',
    dueDate: 'Data de vencimento da parcela.',
    status: 'Situação da parcela: Vencido, A pagar ou Pago.',
    originalValue: 'Valor da parcela na assinatura do contrato.',
    adjustedValue: 'Valor da parcela corrigido pelo índice do contrato até hoje.',
    currentBalance: 'Quanto ainda falta pagar desta parcela.',
    receiptDate: 'Data em que o pagamento foi registrado.',
    receiptValue: 'Valor pago, antes de descontos e taxas.',
    receiptNetValue: 'Valor efetivamente recebido, após descontos e taxas.',
    proof: 'Boleto e envio do comprovante de pagamento das parcelas em aberto (a pagar ou vencidas).',
  },
  proofTitle: 'Enviar comprovante de pagamento',
  proofFile: 'Arquivo de comprovante:',
  proofMaxSize: 'Tamanho máximo: 1024MB',
  proofNotes: 'Observações',
  proofSend: 'Enviar',
  proofProgress: 'Progresso do envio',
  proofInstallment: (installment: number, due: string) => `Parcela ${installment} · vencimento ${due}`,
  proofSending: 'Enviando comprovante…',
  proofChooseFirst: 'Escolha o arquivo PDF do comprovante.',
  slipLoading: 'Procurando o boleto mais recente…',
  slipOpen: (title: string) => `Boleto de ${title}`,
  incomeTaxOpen: (title: string) => `Informe de rendimento de ${title}`,
  statementOpen: (title: string) => `Extrato de ${title}`,
  downloading: 'Baixando…',
  exporting: 'Gerando arquivo…',
  infoTitle: 'Dados do contrato',
  /** The money summary of a contract card (docs/product/rules.md, "Contract summary"). */
  // The figures' texts are in pt-BR-contract-summary.ts, loaded with them (decision 038).
  summary: {
    loading: 'Carregando o resumo do contrato…',
    error: 'Não foi possível carregar o resumo deste contrato.',
  },
  /** No complete year yet: the first report is for the contract's first year, from January after it. */
  incomeTaxNoYear:
    'O primeiro informe de rendimentos deste contrato estará disponível em janeiro do próximo ano.',
} as const;

/** 'N' + the feminine ordinal indicator + ' parcela' ('17ª parcela'; docs/product/texts.md, "Ordinals"). */
export function installmentOrdinal(installment: number): string {
  return `${installment}ª parcela`;
}
