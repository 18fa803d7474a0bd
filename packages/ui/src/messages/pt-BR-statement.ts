/**
 * Portuguese copy of the statement of one bill (`/financeiro/extrato`): its info block, 'Total a
 * pagar', the installments table and its rows' actions, apart from the list's `pt-BR-finance.ts` so
 * that neither page carries the other's texts (decisions 017 and 038). 'Tentar novamente' and
 * 'Extrato' are the list's words too.
 */
export const statementMessages = {
  statement: 'Extrato',
  retry: 'Tentar novamente',
  back: 'Voltar para Extratos',
  billNotFound: 'Este extrato não foi encontrado.',
  billNotFoundHelp: 'O endereço aberto não indica um contrato seu. Escolha o contrato na lista de extratos.',
  division: 'Divisão',
  document: 'Título/DOC',
  unit: 'Unidade/Apartamento',
  noUnit: 'N/A',
  /** The contract's correction index and what it means (product rule §8, "Correction explained"). */
  correctionIndex: 'Correção monetária',
  installmentsCaption: 'Parcelas do contrato',
  exportXls: 'Exportar para XLS',
  exportPdf: 'Exportar para PDF',
  clearFilters: 'Limpar filtros',
  emptyCell: '-',
  send: 'Enviar',
  sendProofFor: (installment: number) => `Enviar comprovante da parcela ${installment}`,
  /** The row of an installment whose proof was sent, instead of 'A pagar' and 'Enviar' (dd/mm). */
  proofSentOn: (dayMonth: string) => `Comprovante enviado em ${dayMonth}`,
  rowSlip: 'Boleto',
  rowSlipFor: (installment: number) => `Boleto da parcela ${installment}`,
  columnsHelp: 'Entenda as colunas',
  /** 'Antecipar parcelas' (product rule §8 "Pay ahead"); the dialog's own texts are in pt-BR-prepayment.ts. */
  prepaymentOpen: 'Antecipar parcelas',
  /** A row held by an anticipation in progress, in place of its status badge. */
  prepaymentHeld: { slip: 'Antecipação emitida', request: 'Solicitação enviada' },
  installmentsEmpty: 'Este contrato ainda não possui parcelas.',
  /** The figures' own lines are in pt-BR-statement-totals.ts, with the card's chunk (decision 038). */
  totalTitle: 'Total a pagar',
  /** The card's lines add up: open installments + fine and interest = the PDF's 'Saldo devedor atual'. */
  totalOpen: 'Parcelas em aberto (valor corrigido)',
  totalCharges: 'Multa e juros das parcelas vencidas',
  totalOwed: 'Saldo devedor atual',
  totalPaid: 'Parcelas pagas',
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
  infoTitle: 'Dados do contrato',
} as const;
