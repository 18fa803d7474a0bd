/**
 * What each correction index means, in Portuguese (product rule §8 "Correction explained"). Apart from
 * `pt-BR.ts` and from the indexes' names (`CORRECTION_INDEX_LABELS`, there) so only the lazily loaded
 * block that explains the index carries them, never the login's nor the statement's first script
 * (decisions 071 and 078).
 */

/**
 * What each correction index means for the installments, in plain Portuguese (product rule §8): one
 * text per index, one for a contract without correction and a neutral one for an index the portal
 * does not know. Apart from the names, so a screen that shows only the name does not carry them.
 */
export const CORRECTION_INDEX_MESSAGES = {
  inccM:
    'O INCC-M (Índice Nacional de Custo da Construção – Mercado, da FGV) mede quanto sobem os preços de materiais, serviços e mão de obra da construção. Cada parcela é atualizada pela variação desse índice; por isso o valor corrigido é diferente do valor original.',
  inccDi:
    'O INCC-DI (Índice Nacional de Custo da Construção – Disponibilidade Interna, da FGV) mede quanto sobe o custo de construir: materiais, serviços e mão de obra. Cada parcela é atualizada pela variação desse índice; por isso o valor corrigido é diferente do valor original.',
  igpM: 'O IGP-M (Índice Geral de Preços – Mercado, da FGV) mede a variação dos preços em geral: no atacado, para o consumidor e na construção. Cada parcela é atualizada pela variação desse índice, que também pode cair; por isso o valor corrigido é diferente do valor original.',
  ipca: 'O IPCA (Índice Nacional de Preços ao Consumidor Amplo, do IBGE) é a inflação oficial do país, medida pelos preços que as famílias pagam. Cada parcela é atualizada pela variação desse índice; por isso o valor corrigido é diferente do valor original.',
  none: 'Este contrato não tem correção monetária: cada parcela vale o seu valor original.',
  other: (index: string): string =>
    `As parcelas deste contrato são atualizadas pelo índice ${index}, conforme o contrato; por isso o valor corrigido pode ser diferente do valor original.`,
} as const;
