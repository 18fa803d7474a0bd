/**
 * Portuguese copy of a slip as shown — the list's 'Boleto' panel and the statement's row slip dialog —
 * loaded with them, off both pages' first script (decisions 017 and 038).
 */
export const slipMessages = {
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
  /** The row slip dialog's title before its installment is known (the rows' 'Boleto' too). */
  rowSlip: 'Boleto',
  rowSlipTitle: (installment: number) => `Boleto da parcela ${installment}`,
  rowSlipOverdue: 'Parcela vencida: o boleto vence hoje e já inclui multa e juros.',
} as const;

/** 'N' + the feminine ordinal indicator + ' parcela' ('17ª parcela'; docs/product/texts.md, "Ordinals"). */
export function installmentOrdinal(installment: number): string {
  return `${installment}ª parcela`;
}
