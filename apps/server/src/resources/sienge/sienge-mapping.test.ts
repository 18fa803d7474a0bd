import { describe, expect, it } from 'vitest';
import {
  type MappedUnit,
  mapBills,
  mapCompanies,
  mapCustomers,
  mapEnterprises,
  mapInstallments,
  toCents,
} from './sienge-mapping';

describe('Sienge mapping', () => {
  it('reads companies, preferring the trade name, CNPJ without punctuation', () => {
    const { records, issues } = mapCompanies([
      { id: 1, name: 'TETUS LTDA', cnpj: '13.852.255/0001-24', tradeName: 'COEVO' },
      { id: 2, name: 'SEM FANTASIA', cnpj: null },
    ]);
    expect(issues).toEqual([]);
    expect(records).toEqual([
      { externalId: '1', name: 'COEVO', cnpj: '13852255000124' },
      { externalId: '2', name: 'SEM FANTASIA', cnpj: null },
    ]);
  });

  it('puts units under their enterprise and reports a unit of an unknown enterprise', () => {
    const { records, issues } = mapEnterprises(
      [{ id: 10, name: 'ALFA', commercialName: 'Residencial Alfa', companyId: 1, adress: ' Rua A ' }],
      [
        { id: 100, enterpriseId: 10, name: '304' },
        { id: 101, enterpriseId: 99, name: '12' },
      ],
    );
    expect(records).toEqual([
      {
        externalId: '10',
        companyExternalId: '1',
        name: 'Residencial Alfa',
        address: 'Rua A',
        creationDate: null,
        units: [{ externalId: '100', name: '304' }],
      },
    ]);
    expect(issues).toEqual([
      {
        entity: 'unit',
        externalId: '101',
        field: 'enterpriseId',
        message: 'empreendimento 99 não encontrado no Sienge',
      },
    ]);
  });

  it('reads CPF for Física and CNPJ for Jurídica, and reports a malformed row without stopping', () => {
    const { records, issues } = mapCustomers([
      { id: 1, personType: 'Física', name: 'ANA ', cpf: '034.601.575-85', email: 'Ana@Example.com' },
      { id: 2, personType: 'Jurídica', name: 'LOJA', cpf: '', cnpj: '12.ABC.345/01DE-35', email: null },
      { id: 'três', name: 'QUEBRADO' },
      { id: 4, personType: 'Física', name: 'SEM CPF', cpf: null },
      { id: 5, name: 'OUTRO', cpf: '11144477735' },
    ]);
    expect(records.map((r) => [r.externalId, r.personType, r.document, r.email])).toEqual([
      ['1', 'individual', '03460157585', 'ana@example.com'],
      ['2', 'company', '12ABC34501DE35', null],
      ['5', 'individual', '11144477735', null],
    ]);
    expect(issues).toEqual([
      { entity: 'customer', externalId: 'três', field: 'id', message: expect.any(String) },
      { entity: 'customer', externalId: '4', field: 'cpf', message: 'cliente pessoa física sem CPF' },
    ]);
  });

  it('gives a bill the enterprise it was listed under and finds its unit by name', () => {
    const units = new Map<string, MappedUnit[]>([['10', [{ externalId: '100', name: '304' }]]]);
    const { records, issues } = mapBills(
      [
        {
          customerId: 3431,
          receivableBillId: 5600,
          documentId: 'CT  ',
          documentNumber: '304',
          issueDate: '2026-08-04',
          receivableBillValue: 341233.77,
          companyId: 17,
          payOffDate: null,
          unityName: '304',
        },
        { receivableBillId: 5601, customerId: 1, companyId: 17, issueDate: '04/08/2026' },
      ],
      { enterpriseExternalId: '10', unitsByEnterprise: units },
    );
    expect(records).toEqual([
      {
        externalId: '5600',
        customerExternalId: '3431',
        companyExternalId: '17',
        enterpriseExternalId: '10',
        unitExternalId: '100',
        document: 'CT 304',
        contractDate: '2026-08-04',
        correctionIndex: null,
      },
    ]);
    expect(issues).toEqual([
      { entity: 'bill', externalId: '5601', field: 'issueDate', message: 'data fora do formato aaaa-mm-dd' },
    ]);
  });

  it('reports a bill with no known enterprise', () => {
    const { records, issues } = mapBills(
      [{ receivableBillId: 7, customerId: 1, companyId: 1, issueDate: '2026-01-01' }],
      {},
    );
    expect(records).toEqual([]);
    expect(issues[0]).toMatchObject({ entity: 'bill', externalId: '7', field: 'costCenterId' });
  });

  it('reads installments in cents with their receipts', () => {
    const { records, issues } = mapInstallments('5600', [
      {
        receivableBillId: 5600,
        installmentId: 1,
        installmentNumber: '1/2',
        dueDate: '2026-08-06',
        originalAmount: 7000,
        correctedValue: 7012.345,
        balanceDue: 0,
        receipts: [{ paymentDate: '2026-08-05', grossAmount: 7012.35, netAmount: 7000.1 }],
      },
      // The confirmed minimal answer: no original value, no receipts.
      {
        receivableBillId: 5600,
        installmentId: 2,
        dueDate: '2026-09-06',
        balanceDue: 7000.0,
        generatedBoleto: true,
      },
      { receivableBillId: 5600, installmentId: 3, dueDate: null, balanceDue: 1 },
    ]);
    expect(records).toEqual([
      {
        contractExternalId: '5600',
        externalId: '1',
        number: 1,
        dueDate: '2026-08-06',
        originalCents: 700000,
        adjustedCents: 701235,
        balanceCents: 0,
        receipts: [{ date: '2026-08-05', cents: 701235, netCents: 700010 }],
      },
      {
        contractExternalId: '5600',
        externalId: '2',
        number: 2,
        dueDate: '2026-09-06',
        originalCents: 700000,
        adjustedCents: 700000,
        balanceCents: 700000,
        receipts: [],
      },
    ]);
    expect(issues).toEqual([
      { entity: 'installment', externalId: '5600/3', field: 'dueDate', message: expect.any(String) },
    ]);
  });

  it('rounds float residue to whole cents', () => {
    expect(toCents(341233.7699999997)).toBe(34123377);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-0.001)).toBe(0);
  });
});
