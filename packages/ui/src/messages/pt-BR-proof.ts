/**
 * Portuguese copy of the statement's proof-of-payment dialog, loaded with it, off the statement's
 * first script (decisions 017 and 038).
 */
export const proofMessages = {
  proofTitle: 'Enviar comprovante de pagamento',
  proofFile: 'Arquivo de comprovante:',
  proofMaxSize: 'Tamanho máximo: 1024MB',
  proofNotes: 'Observações',
  proofSend: 'Enviar',
  proofInstallment: (installment: number, due: string) => `Parcela ${installment} · vencimento ${due}`,
  proofSending: 'Enviando comprovante…',
  proofChooseFirst: 'Escolha o arquivo PDF do comprovante.',
} as const;
