/**
 * Copy of the staff's report kit and screens (the date-range field, the filter bar, the access and
 * generation reports). Apart from `pt-BR.ts`, which the login's first script and every
 * page load, so only the staff pages carry it (decision 078).
 */
export const reportMessages = {
  dateRangeField: {
    start: 'Data inicial',
    end: 'Data final',
    from: 'de',
    separator: 'até',
    clear: 'Limpar datas',
    reversed: 'A data inicial deve ser anterior ou igual à data final.',
    incomplete: 'Informe a data inicial e a data final.',
  },
  filterBar: {
    label: 'Filtros',
    submit: 'Filtrar',
    reset: 'Limpar filtros',
  },
  loginReport: {
    title: 'Login por cliente',
    // Every successful login is one row, so the period filters the day of each access (decision 021).
    subtitle: 'Cada login realizado com sucesso no portal, do mais recente ao mais antigo.',
    period: 'Data do acesso',
    customerName: 'Nome do cliente',
    email: 'E-mail',
    columns: { customer: 'Cliente', email: 'E-mail', date: 'Data de acesso' },
    caption: 'Logins por cliente',
  },
  failedLoginReport: {
    title: 'Falhas no login',
    subtitle: 'Tentativas de acesso que não foram aceitas.',
    period: 'Data da tentativa',
    email: 'E-mail',
    description: 'Descrição',
    ip: 'Endereço IP',
    columns: { email: 'E-mail', date: 'Data de acesso', ip: 'Endereço IP', description: 'Descrição' },
    caption: 'Falhas no login',
  },
  generationReport: {
    period: 'Data do contrato',
    // The filters match the customer (a person or a company) who holds the contract, not the developer.
    customerName: 'Nome do cliente',
    customerEmail: 'E-mail do cliente',
    contractDocument: 'Contrato',
    columns: {
      contract: 'Contrato',
      record: 'Registro',
      enterprise: 'Empreendimento',
      email: 'E-mail',
      contractDate: 'Data do contrato',
      recordDate: 'Data do registro',
      dueDate: 'Vencimento',
      dueValue: 'Valor a pagar',
      paidValue: 'Valor pago',
    },
  },
  generatedSlipsReport: {
    title: 'Boletos gerados',
    subtitle: 'Boletos emitidos pelos clientes no portal.',
    caption: 'Boletos gerados',
  },
  generatedStatementsReport: {
    title: 'Extratos gerados',
    subtitle: 'Extratos emitidos pelos clientes no portal.',
    caption: 'Extratos gerados',
  },
} as const;
