/**
 * Portuguese copy of 'Extratos' (`/financeiro`: the contract cards, their income-tax and slip panels),
 * apart from `pt-BR.ts`, which the login page loads: the login never shows these texts (decision 038).
 * The statement's texts are in `pt-BR-statement.ts`, the slip's in `pt-BR-slip.ts`, the proof
 * dialog's in `pt-BR-proof.ts`: each page and each lazily loaded part carries only its own
 * (decision 017, the routes' budgets).
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
  incomeTaxPanelTitle: 'Informe de rendimento',
  incomeTaxPrompt: 'Selecione o ano para download do documento:',
  incomeTaxYear: 'Ano',
  incomeTaxDownload: 'Download',
  slipLoading: 'Procurando o boleto mais recente…',
  slipOpen: (title: string) => `Boleto de ${title}`,
  incomeTaxOpen: (title: string) => `Informe de rendimento de ${title}`,
  statementOpen: (title: string) => `Extrato de ${title}`,
  downloading: 'Baixando…',
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
