import { describe, expect, it } from 'vitest';
import type { InfoSection, TableSection } from '../../../pdf/framed-document';
import type { DocumentContract } from '../contracts/service';
import { buildStatementModel } from './statement-model';

const contract: DocumentContract = {
  id: 42,
  customerId: 7,
  document: 'CT-0042',
  contractDate: '2024-03-10',
  monetaryUnit: 'R$',
  enterpriseName: 'Residencial Aurora',
  terms: { monthlyRate: 0, prepaymentAllowed: true, correctionIndex: 'INCC-M' },
  company: {
    name: 'Horizonte Aurora SPE Ltda',
    cnpj: '11222333000181',
    address: 'Rua das Flores, 100',
    city: 'Campinas',
    bankCode: '001',
    agency: '3100-0',
    account: '41250-0',
    convenio: '2914560',
    carteira: '17',
    pixKey: '11222333000181',
  },
};
const paid = {
  installment_number: 1,
  due_date: '2026-09-10',
  status: 'paid' as const,
  original_value: 100_00,
  adjusted_value: 101_00,
  current_balance: 0,
  receipt_date: '2026-09-09',
  receipt_value: 101_00,
  receipt_net_value: 100_50,
};
const overdue = {
  ...paid,
  installment_number: 2,
  due_date: '2026-10-10',
  status: 'due' as const,
  current_balance: 104_03,
  receipt_date: null,
  receipt_value: null,
  receipt_net_value: null,
};
/** The contract's terms: INCC-M, no interest (the default of product rule §8). */
const terms = { monthlyRate: 0, prepaymentAllowed: true, correctionIndex: 'INCC-M' };
// 15:30 UTC is 12:30 in São Paulo.
const now = new Date('2026-11-23T15:30:00Z');

describe('buildStatementModel', () => {
  const model = buildStatementModel(
    { contract, terms, units: ['Apto 101', 'Vaga 7'], installments: [paid, overdue], today: '2026-11-23' },
    { payer: { name: 'Ana Souza', cpf: '12345678909', cnpj: null }, brandName: 'Construtora Demo', now },
  );
  const [header, table, totals] = model.document.sections as [InfoSection, TableSection, InfoSection];

  it('titles the document and dates it on the São Paulo clock', () => {
    expect(model.document).toMatchObject({
      title: 'Extrato Financeiro',
      issuer: 'Construtora Demo',
      subtitle: 'Gerado em 23/11/2026 às 12:30',
      footer: 'Construtora Demo · Extrato do contrato CT-0042 · gerado em 23/11/2026 às 12:30',
    });
  });

  it('names the customer, the company and the units', () => {
    expect(header.pairs).toEqual([
      ['Cliente', 'Ana Souza'],
      ['CPF', '123.456.789-09'],
      ['Divisão', 'Horizonte Aurora SPE Ltda'],
      ['CNPJ da divisão', '11.222.333/0001-81'],
      ['Título/DOC', 'CT-0042'],
      ['Data do contrato', '10/03/2024'],
      ['Empreendimento', 'Residencial Aurora'],
      ['Unidade/Apartamento', 'Apto 101, Vaga 7'],
      ['Posição em', '23/11/2026'],
      ['Correção monetária', 'INCC-M'],
    ]);
  });

  it('lists every installment, dashes for what is not paid yet', () => {
    expect(table.columns).toHaveLength(9);
    expect(table.rows[1]).toEqual([
      '2',
      '10/10/2026',
      'Vencido',
      'R$ 100,00',
      'R$ 101,00',
      'R$ 104,03',
      '-',
      '-',
      '-',
    ]);
  });

  it('totals what was paid and what is owed, for the PDF and the record', () => {
    expect(model.paidCents).toBe(101_00);
    expect(model.owedCents).toBe(104_03);
    expect(totals.pairs).toEqual([
      ['Total pago', 'R$ 101,00'],
      ['Saldo devedor atual', 'R$ 104,03'],
      ['Parcelas pagas', '1 de 2'],
      ['Parcelas vencidas', '1'],
      ['Desconto dos juros das parcelas a vencer', 'R$ 0,00'],
      ['Válido para quitação em', '23/11/2026'],
    ]);
  });

  it('owes the saldo devedor at the contract rate: later installments at present value (rule §8)', () => {
    // Due 23/12/2026, 30 days after 23/11/2026, at 1 % a.m.: 101,00 / 1,01 = 100,00.
    const future = {
      ...overdue,
      installment_number: 3,
      due_date: '2026-12-23',
      status: 'payable' as const,
      current_balance: 101_00,
    };
    const withRate = buildStatementModel(
      {
        contract,
        terms: { monthlyRate: 0.01, prepaymentAllowed: true, correctionIndex: '' },
        units: [],
        installments: [paid, overdue, future],
        today: '2026-11-23',
      },
      { payer: { name: 'Ana Souza', cpf: '12345678909', cnpj: null }, brandName: 'Demo', now },
    );
    expect(withRate.owedCents).toBe(104_03 + 100_00);
    const [info, , sums] = withRate.document.sections as [InfoSection, TableSection, InfoSection];
    expect(info.pairs).toContainEqual(['Correção monetária', 'Sem correção']);
    expect(sums.pairs).toContainEqual(['Saldo devedor atual', 'R$ 204,03']);
    expect(sums.pairs).toContainEqual(['Desconto dos juros das parcelas a vencer', '-R$ 1,00']);
  });

  it('says N/A when the contract sold no unit', () => {
    const bare = buildStatementModel(
      { contract, terms, units: [], installments: [paid], today: '2026-11-23' },
      { payer: { name: 'Construtiva', cpf: null, cnpj: '11222333000181' }, brandName: 'Demo', now },
    );
    const pairs = (bare.document.sections[0] as InfoSection).pairs;
    expect(pairs).toContainEqual(['Unidade/Apartamento', 'N/A']);
    expect(pairs).toContainEqual(['CNPJ', '11.222.333/0001-81']);
  });
});
