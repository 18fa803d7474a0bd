/**
 * Portuguese copy of 'Antecipar parcelas' on the statement (product rule §8 "Pay ahead"), loaded with
 * the anticipation's own chunk, off the statement's first script (decision 038, decision 073). The
 * button that opens it is in `pt-BR-statement.ts` (`prepaymentOpen`).
 */
export const prepaymentMessages = {
  title: 'Antecipar parcelas',
  intro: 'Escolha as parcelas futuras que deseja pagar agora.',
  introDiscount:
    'Cada uma é trazida a valor presente pela taxa de juros do contrato até a data do pagamento: o desconto são os juros que deixam de ser cobrados.',
  loading: 'Calculando a antecipação…',
  noRate:
    'Este contrato não tem taxa de juros (0 % a.m.), por isso antecipar parcelas não dá desconto: você paga o valor corrigido de cada parcela escolhida.',
  notAllowed:
    'Este contrato não permite antecipar parcelas. Se quiser quitar o contrato ou adiantar pagamentos, fale com a nossa equipe pelo Suporte.',
  /** Overdue installments are left out: they are paid by their own slip, with fine and interest. */
  overdueExcluded: (count: number) =>
    count === 1
      ? 'A parcela vencida deste contrato não entra na antecipação: pague-a pelo boleto da própria parcela, com multa e juros.'
      : `As ${count} parcelas vencidas deste contrato não entram na antecipação: pague-as pelo boleto de cada parcela, com multa e juros.`,
  /** Installments due between today and the chosen payment date are paid by their own slip. */
  dueBeforePayment: (count: number) =>
    count === 1
      ? 'Uma parcela vence até a data escolhida e não entra na antecipação: pague-a pelo boleto dela.'
      : `${count} parcelas vencem até a data escolhida e não entram na antecipação: pague-as pelo boleto de cada uma.`,
  erpMode:
    'Os boletos desta empresa são emitidos pelo sistema financeiro da incorporadora. Ao confirmar, enviamos esta simulação como solicitação, e a equipe financeira envia o boleto da antecipação.',
  noneEligible: 'Este contrato não tem parcelas futuras em aberto para antecipar.',
  paymentDate: 'Data do pagamento',
  paymentDateHelp: 'O boleto vence nesta data. Quanto antes o pagamento, maior o desconto.',
  today: (date: string) => `Hoje, ${date}`,
  tomorrow: (date: string) => `Amanhã, ${date}`,
  /** 'Sábado, 28/11/2026': an option of the date list starts with a capital, as 'Hoje' does. */
  weekdayDate: (weekday: string, date: string) => `${weekday}, ${date}`,
  weekdays: [
    'Domingo',
    'Segunda-feira',
    'Terça-feira',
    'Quarta-feira',
    'Quinta-feira',
    'Sexta-feira',
    'Sábado',
  ],
  listTitle: 'Parcelas futuras',
  updating: 'Calculando os valores da data escolhida…',
  listHelp:
    'Da última para a primeira: a maioria dos contratos pede que a antecipação comece pelas últimas parcelas.',
  selectAll: 'Quitar contrato',
  clearSelection: 'Limpar seleção',
  caption: 'Parcelas futuras que podem ser antecipadas',
  columnInstallment: 'Parcela',
  /** The value column: what the installment costs on the payment date ('Valor em 27/11'). */
  columnValueOn: (dayMonth: string) => `Valor em ${dayMonth}`,
  columnValue: 'Valor corrigido',
  columnDiscount: 'Desconto',
  installmentLabel: (installment: number) => `Parcela ${installment}`,
  dueOn: (date: string) => `vence em ${date}`,
  correctedValue: (value: string) => `de ${value}`,
  issued: 'Antecipação emitida',
  requested: 'Solicitação enviada',
  totalsTitle: 'Resumo da antecipação',
  selectedCount: (count: number) =>
    count === 0
      ? 'Nenhuma parcela escolhida'
      : count === 1
        ? '1 parcela escolhida'
        : `${count} parcelas escolhidas`,
  totalValue: 'Valor corrigido das parcelas',
  totalDiscount: 'Desconto',
  totalToPay: (date: string) => `Total a pagar em ${date}`,
  /** What a screen reader hears after each change of the selection or the date (aria-live polite). */
  announce: (count: string, total: string, discount: string | null) =>
    discount === null
      ? `${count}. Total a pagar: ${total}.`
      : `${count}. Total a pagar: ${total}, com desconto de ${discount}.`,
  chooseFirst: 'Escolha ao menos uma parcela para antecipar.',
  issue: 'Gerar boleto da antecipação',
  request: 'Enviar solicitação de antecipação',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  retry: 'Tentar novamente',
  close: 'Fechar',
  /**
   * After the slip is issued: what it pays, above the slip panel. `numbers` as the domain writes them
   * ('58 a 60', '1, 3 a 5 e 9': `installmentNumbersText`), the same as on the slip and in the e-mail.
   */
  issuedLead: (count: number, numbers: string, total: string, date: string) =>
    `O boleto de ${total} antecipa ${count === 1 ? 'a parcela' : 'as parcelas'} ${numbers} e vence em ${date}. Até o pagamento ser registrado, ${count === 1 ? 'essa parcela aparece' : 'essas parcelas aparecem'} como "Antecipação emitida".`,
  slipTitle: 'Boleto da antecipação',
  slipReady: 'Pague pela linha digitável, pelo PDF ou pelo PIX até a data de vencimento.',
  requestedLead: (count: number, numbers: string, total: string, date: string) =>
    `Recebemos a solicitação de antecipação ${count === 1 ? 'da parcela' : 'das parcelas'} ${numbers}, no total de ${total} para pagamento em ${date}. A equipe financeira vai enviar o boleto; até lá, ${count === 1 ? 'essa parcela aparece' : 'essas parcelas aparecem'} como "Solicitação enviada".`,
} as const;
