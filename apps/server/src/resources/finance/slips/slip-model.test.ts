import { validateDigitableLine, validatePixPayload } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { SLIP_BANK } from '../../../config/slip-bank';
import type { DocumentContract } from '../contracts/service';
import { buildSlipModel } from './slip-model';

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
    address: 'Rua das Flores, 100, Campinas - SP',
    city: 'Campinas',
    bankCode: '001',
    agency: '3100-0',
    account: '41250-0',
    convenio: '2914560',
    carteira: '17',
    pixKey: '11222333000181',
  },
};
const payer = { name: 'Ana Souza', cpf: '12345678909', cnpj: null };
const parties = { payer, brandName: 'Construtora Demo', bank: SLIP_BANK };

describe('buildSlipModel', () => {
  it('builds a valid slip and PIX code for an installment due later this month', () => {
    const slip = buildSlipModel(
      {
        contract,
        installment: { id: 9, number: 12, dueDate: '2026-11-25', balanceCents: 123_456 },
        today: '2026-11-23',
      },
      parties,
    );
    expect(slip.dueDate).toBe('2026-11-25');
    expect(slip.amountCents).toBe(123_456);
    expect(slip.nossoNumero).toBe('29145600000000009');
    expect(validateDigitableLine(slip.digitableLine)).toBeNull();
    expect(validatePixPayload(slip.pixCode)).toBeNull();
    expect(slip.pixCode).toContain('BOL29145600000000009');
    expect(slip.pdf).toMatchObject({
      bankName: 'Banco do Brasil',
      bankCodeWithDigit: '001-9',
      beneficiary: { name: contract.company.name, document: '11.222.333/0001-81' },
      agencyCode: '3100-0 / 41250-0',
      payer: { name: 'Ana Souza', document: 'CPF 123.456.789-09' },
      issueDate: '2026-11-23',
      documentNumber: 'CT-0042-012',
      carteira: '17',
      description: 'Residencial Aurora - parcela 12',
      pixCode: slip.pixCode,
    });
    expect(slip.pdf.instructions).toEqual([
      'Parcela 12 do contrato CT-0042 (Residencial Aurora).',
      'Vencimento original: 25/11/2026. Valor já corrigido pelo INCC-M: R$ 1.234,56.',
      'Após o vencimento: multa de 2% e juros de 1% ao mês.',
      'Não receber após 60 dias do vencimento.',
    ]);
  });

  it('charges an overdue installment today, keeping its original due date in the instructions', () => {
    const slip = buildSlipModel(
      {
        contract,
        installment: { id: 9, number: 3, dueDate: '2026-08-05', balanceCents: 110_00 },
        today: '2026-11-23',
      },
      { ...parties, payer: { name: 'Construtiva Ltda', cpf: null, cnpj: '11222333000181' } },
    );
    expect(slip.dueDate).toBe('2026-11-23');
    expect(slip.pdf.dueDate).toBe('2026-11-23');
    expect(slip.pdf.payer.document).toBe('CNPJ 11.222.333/0001-81');
    expect(slip.pdf.instructions[1]).toContain('Vencimento original: 05/08/2026.');
  });

  it('fails loudly on company data no slip can carry', () => {
    const broken = { ...contract, company: { ...contract.company, convenio: 'x' } };
    expect(() =>
      buildSlipModel(
        {
          contract: broken,
          installment: { id: 9, number: 1, dueDate: '2026-11-25', balanceCents: 1 },
          today: '2026-11-23',
        },
        parties,
      ),
    ).toThrow();
  });
});
