import { describe, expect, it } from 'vitest';
import type { InfoSection, TableSection } from '../../../pdf/framed-document';
import { buildIncomeTaxModel } from './income-tax-model';
import type { IncomeTaxSource } from './income-tax-source';

const source: IncomeTaxSource = {
  year: 2025,
  company: { name: 'Horizonte Aurora SPE Ltda', cnpj: '11222333000181', address: 'Rua das Flores, 100' },
  contracts: [
    { id: 1, document: 'CT-0001', contractDate: '2024-03-10', enterprise: 'Residencial Aurora' },
    { id: 2, document: 'CT-0002', contractDate: '2025-06-01', enterprise: 'Torre Sol' },
  ],
  payments: [
    { contractId: 1, number: 10, dueDate: '2025-02-10', receiptDate: '2025-02-09', receiptCents: 1_000_00 },
    { contractId: 1, number: 11, dueDate: '2025-03-10', receiptDate: '2025-03-12', receiptCents: 1_020_00 },
  ],
  installments: [
    { contractId: 1, adjustedCents: 1_000_00, receiptDate: '2025-02-09', receiptCents: 1_000_00 },
    { contractId: 1, adjustedCents: 1_020_00, receiptDate: '2025-03-12', receiptCents: 1_020_00 },
    { contractId: 1, adjustedCents: 1_030_00, receiptDate: '2026-01-05', receiptCents: 1_030_00 },
    { contractId: 2, adjustedCents: 500_00, receiptDate: null, receiptCents: null },
  ],
  units: [{ contractId: 1, name: 'Apto 101' }],
};
const now = new Date('2026-03-02T12:00:00Z');

describe('buildIncomeTaxModel', () => {
  const model = buildIncomeTaxModel(source, {
    payer: { name: 'Construtiva Ltda', cpf: null, cnpj: '11222333000181' },
    brandName: 'Construtora Demo',
    now,
  });
  const sections = model.sections as (InfoSection | TableSection)[];

  it('names the year, the seller and the buyer', () => {
    expect(model.title).toBe('Informe de Rendimentos');
    expect(model.subtitle).toBe('Ano-calendário 2025 · gerado em 02/03/2026 às 09:00');
    expect(model.footer).toBe(
      'Horizonte Aurora SPE Ltda · Informe de rendimentos 2025 · gerado em 02/03/2026 às 09:00',
    );
    expect(sections[0]).toMatchObject({ title: '1. Fonte pagadora / Vendedora' });
    expect((sections[0] as InfoSection).pairs).toContainEqual(['CNPJ', '11.222.333/0001-81']);
    expect((sections[1] as InfoSection).pairs).toEqual([
      ['Nome', 'Construtiva Ltda'],
      ['CNPJ', '11.222.333/0001-81'],
    ]);
  });

  it('lists each contract with its payments of the year, its total and what it still owed on 31 December', () => {
    const [first, firstTable, second, secondTable] = sections.slice(2, 6) as [
      InfoSection,
      TableSection,
      InfoSection,
      TableSection,
    ];
    expect(first.title).toBe('3. Contrato CT-0001');
    expect(first.pairs).toContainEqual(['Unidade(s)', 'Apto 101']);
    // Paid on 5 January 2026: still owed at the end of 2025.
    expect(first.pairs).toContainEqual(['Saldo devedor em 31/12', 'R$ 1.030,00']);
    expect(firstTable.boldLast).toBe(true);
    expect(firstTable.rows).toEqual([
      ['10', '10/02/2025', '09/02/2025', 'R$ 1.000,00'],
      ['11', '10/03/2025', '12/03/2025', 'R$ 1.020,00'],
      ['', '', 'Total pago em 2025', 'R$ 2.020,00'],
    ]);
    expect(second.pairs).toContainEqual(['Unidade(s)', 'N/A']);
    expect(secondTable.rows).toEqual([['', '', 'Total pago em 2025', 'R$ 0,00']]);
  });

  it('sums every contract for the return: paid in the year, and paid up to each 31 December', () => {
    expect((sections.at(-1) as InfoSection).pairs).toEqual([
      ['Total pago em 2025 (todos os contratos)', 'R$ 2.020,00'],
      ['Ficha da declaração', 'Bens e Direitos - grupo 01 (imóveis), valores pagos no ano'],
      // Nothing before 2025 in this source; the payment of January 2026 is not counted.
      ['Total pago até 31/12/2024 (situação em 31/12/2024)', 'R$ 0,00'],
      ['Total pago até 31/12/2025 (situação em 31/12/2025)', 'R$ 2.020,00'],
    ]);
  });
});
