import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { buildOpenApiDocument } from '../../openapi/build-openapi';
import { type ImportBatch, ImportBatchSchema } from './import-batch';

const batch: ImportBatch = {
  companies: [{ external_id: 'E1', name: 'SPE Jardim Ltda', cnpj: '11.222.333/0001-81' }],
  enterprises: [
    {
      external_id: 'O1',
      company_external_id: 'E1',
      name: 'Jardim',
      creation_date: '2024-01-10',
      finish_percent: 40,
    },
  ],
  customers: [{ external_id: 'C1', name: 'Ana', cpf_cnpj: '123.456.789-09', email: 'ana@x.com.br' }],
  contracts: [
    {
      external_id: 'T1',
      customer_external_id: 'C1',
      company_external_id: 'E1',
      enterprise_external_id: 'O1',
      contract_date: '2024-02-01',
    },
  ],
  units: [{ external_id: 'U1', enterprise_external_id: 'O1', name: 'Apto 101', contract_external_id: 'T1' }],
  installments: [
    {
      external_id: 'P1',
      contract_external_id: 'T1',
      number: 1,
      due_date: '2024-03-01',
      original_cents: 150000,
    },
  ],
};

describe('import batch contract', () => {
  it('takes a flat batch keyed by external ids, every array optional', () => {
    expect(z.safeParse(ImportBatchSchema, batch).success).toBe(true);
    expect(z.safeParse(ImportBatchSchema, {}).success).toBe(true);
  });

  it('takes the delivery date and stage percents absent or null, and documents both (calls.md, "Import API (ERP)")', () => {
    const enterprise = { ...batch.enterprises?.[0], delivery_date: null, finish_percent: null };
    expect(z.safeParse(ImportBatchSchema, { enterprises: [enterprise] }).success).toBe(true);
    const document = JSON.stringify(buildOpenApiDocument());
    expect(document).toContain(
      'Absent: the stored date is kept (a new enterprise has none); null: the date is cleared.',
    );
    expect(document).toContain(
      'Absent: the stored value is kept (a new enterprise gets 0); null: set back to 0.',
    );
  });

  it('takes every other optional field absent or null too, and says what each stands for (calls.md, "Import API (ERP)")', () => {
    const company = { ...batch.companies?.[0], address: null, pix_key: null, bank_code: null };
    const contract = { ...batch.contracts?.[0], document: null, monetary_unit: null, correction_index: null };
    const installment = { ...batch.installments?.[0], adjusted_cents: null };
    const parsed = z.safeParse(ImportBatchSchema, {
      companies: [company],
      contracts: [contract],
      installments: [installment],
    });
    expect(parsed.success).toBe(true);
    const document = JSON.stringify(buildOpenApiDocument());
    expect(document).toContain(
      'PIX key printed on slips. Absent: the stored value is kept (a new row: the CNPJ); null or empty: the CNPJ.',
    );
    expect(document).toContain('Absent: the stored value is kept (a new row: the external_id)');
    expect(document).toContain('Absent: the stored value is kept (a new installment: the original value)');
    expect(document).toContain('all three absent, the stored receipt is kept');
  });

  it('refuses a row of the wrong type', () => {
    const bad = { installments: [{ ...batch.installments?.[0], original_cents: '1500,00' }] };
    expect(z.safeParse(ImportBatchSchema, bad).success).toBe(false);
  });

  it('documents the import API with integration-key security and the 422 row errors', () => {
    const document = buildOpenApiDocument();
    const put = (document.paths['/api/v1/import/batch'] as Record<string, Record<string, unknown>>).put;
    expect(put?.security).toEqual([{ integrationKey: [] }]);
    const responses = put?.responses as Record<string, { content: Record<string, { schema: unknown }> }>;
    expect(JSON.stringify(responses['422']?.content['application/json']?.schema)).toContain('"errors"');
    expect(JSON.stringify(responses['422']?.content['application/json']?.schema)).not.toContain('row_errors');
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '401', '413', '422', '429']));
  });
});
