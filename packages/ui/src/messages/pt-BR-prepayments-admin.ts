/**
 * Portuguese copy of the staff's anticipation pages (product rule §8, "Antecipações for the staff"):
 * the report 'Antecipações', the list 'Antecipações solicitadas' with 'Concluída', and the simulation
 * on the client page. Apart from `pt-BR.ts`, which every page's first script carries: only these admin
 * pages read them (decision 038).
 */
export const prepaymentAdminMessages = {
  report: {
    title: 'Antecipações',
    subtitle: 'Boletos de antecipação emitidos e solicitações enviadas à equipe financeira.',
    caption: 'Antecipações de parcelas',
  },
  requests: {
    title: 'Antecipações solicitadas',
    subtitle:
      'Pedidos de antecipação de clientes cujos boletos vêm do ERP. Emita o boleto no ERP com o total e a data de pagamento, envie ao cliente e marque como concluída.',
    caption: 'Antecipações solicitadas aguardando a equipe financeira',
  },
  columns: {
    contract: 'Contrato',
    record: 'Registro',
    kind: 'Tipo',
    status: 'Situação',
    customer: 'Cliente',
    installments: 'Parcelas',
    paymentDate: 'Data do pagamento',
    recordDate: 'Data do registro',
    discount: 'Desconto',
    total: 'Total a pagar',
    actions: 'Ações',
  },
  kinds: { slip: 'Boleto', request: 'Solicitação' },
  statuses: {
    issued: 'Emitida',
    requested: 'Solicitada',
    completed: 'Concluída',
    paid: 'Paga',
    expired: 'Expirada',
  },
  complete: 'Concluída',
  completeLabel: (record: string, contract: string) =>
    `Marcar ${record} do contrato ${contract} como concluída`,
  confirmTitle: (contract: string) => `Concluir a antecipação do contrato ${contract}?`,
  confirmText: (total: string, date: string) =>
    `Confirme que o boleto de ${total} com vencimento em ${date} foi emitido no ERP e enviado ao cliente. A solicitação sai desta lista.`,
  simulation: {
    title: 'Simulação de antecipação',
    intro:
      'O mesmo cálculo que o cliente vê em "Antecipar parcelas": cada parcela futura trazida a valor presente pela taxa do contrato até a data do pagamento. Nada é emitido daqui.',
    contract: 'Contrato',
    paymentDate: 'Data do pagamento',
    simulate: 'Simular',
    loading: 'Calculando a antecipação…',
    retry: 'Tentar novamente',
    notAllowed: 'Este contrato não permite antecipar parcelas.',
    noRate:
      'Este contrato não tem taxa de juros (0 % a.m.): antecipar parcelas não dá desconto, o cliente paga o valor corrigido de cada parcela.',
    noContracts: 'Este cliente não tem contratos.',
    modeSlip: 'O cliente recebe um boleto do portal para o total.',
    modeRequest: 'Os boletos desta empresa vêm do ERP: o pedido do cliente vai para a equipe financeira.',
  },
} as const;
