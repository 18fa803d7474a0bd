import { installmentOrdinal } from './pt-BR-slip';

/**
 * Portuguese copy of the figures of a contract card's money summary (docs/product/rules.md, "Contract
 * summary"), apart from `pt-BR-finance.ts`: it loads with the figures' own chunk, after the page's
 * first script (decision 038). The loading and error texts stay in `financeMessages.summary`.
 */
export const contractSummaryMessages = {
  overdueTitle: (count: number) => (count === 1 ? '1 parcela vencida' : `${count} parcelas vencidas`),
  overdueToday: (amount: string, charges: string) =>
    `Para pagar hoje: ${amount}, já com ${charges} de multa e juros.`,
  upToDateTitle: 'Pagamentos em dia',
  upToDate: 'Nenhuma parcela vencida até hoje.',
  next: 'Próxima parcela',
  /** `past`: the due date has gone by within its month, when the installment is still payable. */
  nextDetail: (installment: number, dueDate: string, past: boolean) =>
    `${installmentOrdinal(installment)} · ${past ? 'venceu' : 'vence'} em ${dueDate}`,
  allPaid: 'Contrato quitado',
  noneAhead: 'Nenhuma parcela a vencer',
  paid: 'Total pago',
  paidCount: (paid: number, all: number) => `${paid} de ${all} parcelas pagas`,
  /** What settles the contract today: future installments at present value (product rule §8). */
  remaining: 'Saldo devedor atual',
  remainingCount: (count: number) => (count === 1 ? '1 parcela em aberto' : `${count} parcelas em aberto`),
  /** The day the saldo devedor holds (dd/mm/aaaa), after the count: '164 parcelas em aberto · válido para …'. */
  remainingValidFor: (date: string) => `válido para ${date}`,
} as const;
