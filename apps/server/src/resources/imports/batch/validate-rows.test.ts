import { IMPORT_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { IMPORTED_CNPJ, IMPORTED_CPF, sampleBatch } from '../../../test/import-fixtures';
import { completeRows, readBatchRows } from './validate-rows';

describe('readBatchRows', () => {
  it('reads a good batch: documents unmasked, e-mail lower-case, absent optional fields left out', () => {
    const reading = readBatchRows(sampleBatch());
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.errors).toEqual([]);
    const rows = completeRows(reading.rows);
    expect(rows.customers[0]).toMatchObject({
      cpf: IMPORTED_CPF,
      cnpj: null,
      personType: 'individual',
      email: 'carla@importada.com.br',
    });
    // Left out, an optional field stays absent: the stored value is kept (calls.md, "Import API (ERP)").
    expect(rows.companies[0]).toEqual({
      externalId: 'ERP-E-1',
      name: 'SPE Jardim Importado Ltda',
      cnpj: IMPORTED_CNPJ,
      city: 'Campinas',
      state: 'SP',
    });
    expect(rows.contracts[0]).toMatchObject({ document: 'CT.2024/90001', correctionIndex: 'INCC-M' });
    expect(rows.contracts[0]).not.toHaveProperty('monetaryUnit');
    expect(rows.installments[0]).toMatchObject({ receiptNetCents: 249_000 });
    expect(rows.installments[11]).toMatchObject({ adjustedCents: 261_000 });
    expect(rows.installments[11]).not.toHaveProperty('receiptDate');
  });

  it('reads a null or empty optional field as its default, and a receipt sent as null as unpaid', () => {
    const batch = sampleBatch();
    const [company] = batch.companies ?? [];
    const [contract] = batch.contracts ?? [];
    const open = batch.installments[11];
    if (!company || !contract || !open) throw new Error('sample batch changed');
    const reading = readBatchRows({
      companies: [{ ...company, pix_key: null, bank_code: '  ' }],
      contracts: [{ ...contract, document: '', monetary_unit: null }],
      installments: [{ ...open, adjusted_cents: null, receipt_date: null, receipt_cents: null }],
    });
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.errors).toEqual([]);
    const rows = completeRows(reading.rows);
    expect(rows.companies[0]).toMatchObject({ pixKey: IMPORTED_CNPJ, bankCode: '' });
    expect(rows.contracts[0]).toMatchObject({ document: 'ERP-T-1', monetaryUnit: 'REAL' });
    expect(rows.installments[0]).toMatchObject({
      adjustedCents: open.original_cents,
      receiptDate: null,
      receiptCents: null,
      receiptNetCents: null,
    });
  });

  it("reads a contract's prepayment terms: absent kept, null the default, bad values refused (rule §8)", () => {
    const [contract] = sampleBatch().contracts ?? [];
    if (!contract) throw new Error('sample batch changed');
    const read = (extra: Record<string, unknown>) =>
      readBatchRows({ contracts: [{ ...contract, ...extra }] });
    const good = read({ interest_monthly_rate: 0.009488792934583, prepayment_allowed: false });
    if (!good.ok) throw new Error(good.problem);
    expect(good.errors).toEqual([]);
    // Kept to the 8 decimal places the column stores.
    expect(completeRows(good.rows).contracts[0]).toMatchObject({
      interestMonthlyRate: 0.00948879,
      prepaymentAllowed: false,
    });
    const cleared = read({ interest_monthly_rate: null, prepayment_allowed: null });
    expect(cleared.ok && completeRows(cleared.rows).contracts[0]).toMatchObject({
      interestMonthlyRate: 0,
      prepaymentAllowed: true,
    });
    const absent = read({});
    expect(absent.ok && completeRows(absent.rows).contracts[0]).not.toHaveProperty('interestMonthlyRate');
    expect(absent.ok && completeRows(absent.rows).contracts[0]).not.toHaveProperty('prepaymentAllowed');
    for (const bad of [1, -0.01, 0.9999999999, '1%']) {
      const refused = read({ interest_monthly_rate: bad });
      expect(refused.ok && refused.errors).toEqual([
        { entity: 'contracts', row: 1, field: 'interest_monthly_rate', message: IMPORT_MESSAGES.monthlyRate },
      ]);
    }
    const notBoolean = read({ prepayment_allowed: 'sim' });
    expect(notBoolean.ok && notBoolean.errors).toEqual([
      {
        entity: 'contracts',
        row: 1,
        field: 'prepayment_allowed',
        message: IMPORT_MESSAGES.prepaymentAllowed,
      },
    ]);
  });

  it('takes an alphanumeric CNPJ as a company customer', () => {
    const reading = readBatchRows({
      customers: [{ external_id: 'X', name: 'Empresa', cpf_cnpj: '12.ABC.345/01DE-35', email: 'a@b.com.br' }],
    });
    if (!reading.ok) throw new Error(reading.problem);
    expect(completeRows(reading.rows).customers[0]).toMatchObject({
      personType: 'company',
      cnpj: '12ABC34501DE35',
      cpf: null,
    });
  });

  it('collects every error of every row with its 1-based row and field', () => {
    const reading = readBatchRows({
      customers: [
        { external_id: 'A', name: 'Ana', cpf_cnpj: '123.456.789-00', email: 'ana@x.com.br' },
        { external_id: 'A', name: '', cpf_cnpj: '1234', email: 'x' },
        'linha',
      ],
      enterprises: [
        {
          external_id: 'O',
          company_external_id: 'E',
          name: 'O',
          creation_date: '2024-02-28',
          finish_percent: 140,
        },
        {
          external_id: 'O2',
          company_external_id: 'E',
          name: 'O2',
          creation_date: '2024-02-30',
          delivery_date: '2027-02-30',
        },
      ],
      installments: [
        {
          external_id: 'P',
          contract_external_id: 'T',
          number: 1,
          due_date: '2024-01-10',
          original_cents: -5,
          receipt_date: '2024-01-10',
        },
        {
          external_id: 'Q',
          contract_external_id: 'T',
          number: 1,
          due_date: '2024-02-10',
          original_cents: 100,
          receipt_net_cents: 90,
        },
      ],
    });
    if (!reading.ok) throw new Error(reading.problem);
    const byPlace = Object.fromEntries(
      reading.errors.map((e) => [`${e.entity}:${e.row}:${e.field}`, e.message]),
    );
    expect(byPlace).toMatchObject({
      'customers:1:cpf_cnpj': IMPORT_MESSAGES.cpfInvalid,
      'customers:2:name': IMPORT_MESSAGES.required,
      'customers:3:': IMPORT_MESSAGES.notRow,
      'enterprises:2:creation_date': IMPORT_MESSAGES.date,
      'enterprises:2:delivery_date': IMPORT_MESSAGES.date,
      'enterprises:1:finish_percent': IMPORT_MESSAGES.percent,
      'installments:1:original_cents': IMPORT_MESSAGES.cents,
      'installments:1:receipt_cents': IMPORT_MESSAGES.receiptIncomplete,
      'installments:2:receipt_net_cents': IMPORT_MESSAGES.receiptNetWithoutReceipt,
      'installments:2:number': IMPORT_MESSAGES.duplicateNumber(1),
    });
    // A row that breaks its schema (row 2: empty name) is reported field by field; its rules wait for a readable row.
    expect(byPlace['customers:2:external_id']).toBeUndefined();
  });

  it('reports a repeated ERP id and a repeated CPF in the batch', () => {
    const base = sampleBatch().customers?.[0];
    const reading = readBatchRows({ customers: [base, { ...base, email: 'outra@x.com.br' }] });
    if (!reading.ok) throw new Error(reading.problem);
    expect(reading.errors).toEqual([
      { entity: 'customers', row: 2, field: 'external_id', message: IMPORT_MESSAGES.duplicateId(1) },
      { entity: 'customers', row: 2, field: 'cpf_cnpj', message: IMPORT_MESSAGES.duplicateDocument(1) },
    ]);
  });

  it('refuses what is not a batch at all', () => {
    expect(readBatchRows([]).ok).toBe(false);
    expect(readBatchRows({ clientes: [] }).ok).toBe(false);
    expect(readBatchRows({ customers: {} }).ok).toBe(false);
    expect(readBatchRows({}).ok).toBe(true);
  });
});
