import type { ImportBatch, ImportInstallment } from '@portal/api';
import { generateCnpj, generateCpf } from '@portal/domain';

/** A CPF no demo customer has, valid check digits. */
export const IMPORTED_CPF = generateCpf('314159265');
/** An alphanumeric CNPJ for the imported company. */
export const IMPORTED_CNPJ = generateCnpj('12ABC345000A');

/** ISO date `months` from the first of this month, on day `day`. */
export function monthFromNow(months: number, day = 10, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day));
  return date.toISOString().slice(0, 10);
}

/**
 * One small ERP: a company, an enterprise with two units, a customer (Carla, not in the base) with one
 * contract of 12 monthly installments from 6 months ago, the first 4 paid.
 */
export function sampleBatch(
  prefix = 'ERP',
  customer: { cpf: string; email: string } = { cpf: IMPORTED_CPF, email: 'Carla@Importada.com.br' },
): ImportBatch & { installments: ImportInstallment[] } {
  const installments: ImportInstallment[] = Array.from({ length: 12 }, (_, index) => {
    const paid = index < 4;
    return {
      external_id: `${prefix}-P-${index + 1}`,
      contract_external_id: `${prefix}-T-1`,
      number: index + 1,
      due_date: monthFromNow(index - 6),
      original_cents: 250_000,
      adjusted_cents: 250_000 + index * 1_000,
      ...(paid
        ? {
            receipt_date: monthFromNow(index - 6, 8),
            receipt_cents: 250_000 + index * 1_000,
            receipt_net_cents: 249_000,
          }
        : {}),
    };
  });
  return {
    companies: [
      {
        external_id: `${prefix}-E-1`,
        name: 'SPE Jardim Importado Ltda',
        cnpj: IMPORTED_CNPJ,
        city: 'Campinas',
        state: 'sp',
      },
    ],
    enterprises: [
      {
        external_id: `${prefix}-O-1`,
        company_external_id: `${prefix}-E-1`,
        name: 'Residencial Jardim Importado',
        address: 'Rua das Palmeiras, 100',
        creation_date: '2024-01-15',
        delivery_date: '2027-12-15',
        fundation_percent: 100,
        structure_percent: 80,
        masonry_percent: 40,
        instalation_percent: 10,
        finish_percent: 0,
      },
    ],
    customers: [
      {
        external_id: `${prefix}-C-1`,
        name: 'Carla Importada',
        cpf_cnpj: customer.cpf,
        email: customer.email,
      },
    ],
    contracts: [
      {
        external_id: `${prefix}-T-1`,
        customer_external_id: `${prefix}-C-1`,
        company_external_id: `${prefix}-E-1`,
        enterprise_external_id: `${prefix}-O-1`,
        document: 'CT.2024/90001',
        contract_date: '2024-02-01',
        correction_index: 'INCC-M',
      },
    ],
    units: [
      {
        external_id: `${prefix}-U-1`,
        enterprise_external_id: `${prefix}-O-1`,
        name: 'Apto 101',
        contract_external_id: `${prefix}-T-1`,
      },
      {
        external_id: `${prefix}-U-2`,
        enterprise_external_id: `${prefix}-O-1`,
        name: 'Vaga 12',
        contract_external_id: `${prefix}-T-1`,
      },
    ],
    installments,
  };
}
