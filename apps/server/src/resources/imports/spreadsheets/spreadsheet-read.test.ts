import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../messages/pt-BR';
import { dateTextToIso, percentToMonthlyRate, reaisTextToCents, yesNo } from './spreadsheet-cells';
import { EXAMPLE_MARK, SHEETS } from './spreadsheet-layout';
import { readSpreadsheet } from './spreadsheet-read';
import { buildTemplate } from './spreadsheet-template';

const bytesOf = (text: string) => new TextEncoder().encode(text);
const xlsxOf = (sheets: Record<string, unknown[][]>) => {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
};

/** The template with the EXEMPLO mark of every example row cleared, as staff turning them into data. */
const templateWithoutMarks = (): Uint8Array => {
  const book = XLSX.read(buildTemplate(), { type: 'buffer' });
  for (const layout of SHEETS) {
    const sheet = book.Sheets[layout.name];
    if (!sheet) throw new Error(layout.name);
    const mark = XLSX.utils.encode_cell({ r: 1, c: layout.columns.length });
    expect(sheet[mark]?.v).toBe(EXAMPLE_MARK);
    delete sheet[mark];
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
};

describe('spreadsheet reader', () => {
  it('reads nothing from the unmodified template and says why: its example rows are marked', () => {
    const read = readSpreadsheet(buildTemplate(), 'modelo-importacao.xlsx');
    expect(read).toEqual({ ok: false, problems: [messages.spreadsheet.onlyExamples] });
    expect(messages.spreadsheet.onlyExamples).toMatch(
      /^Nada foi importado: a planilha só tem as linhas de exemplo/,
    );
  });

  it('a marked example row beside real rows is left out with the reason', () => {
    const book = XLSX.read(buildTemplate(), { type: 'buffer' });
    const sheet = book.Sheets.Clientes;
    if (!sheet) throw new Error('Clientes');
    XLSX.utils.sheet_add_aoa(sheet, [['CLI-2', 'João Real', '52998224725', 'joao@exemplo.com.br']], {
      origin: 'A3',
    });
    const only = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(only, sheet, 'Clientes');
    const read = readSpreadsheet(XLSX.write(only, { type: 'buffer', bookType: 'xlsx' }), 'clientes.xlsx');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.batch.customers).toEqual([
      { external_id: 'CLI-2', name: 'João Real', cpf_cnpj: '52998224725', email: 'joao@exemplo.com.br' },
    ]);
    expect(read.errors).toEqual([
      { sheet: 'Clientes', row: 2, field: 'Exemplo', message: messages.spreadsheet.exampleRow },
    ]);
  });

  it('reads the template with its marks cleared as one row per entity, money in cents and dates in ISO', () => {
    const read = readSpreadsheet(templateWithoutMarks(), 'modelo-importacao.xlsx');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.errors).toEqual([]);
    expect(read.batch.installments).toEqual([
      {
        external_id: 'CT-1-P1',
        contract_external_id: 'CT-1',
        number: 1,
        due_date: '2024-04-10',
        original_cents: 123456,
        adjusted_cents: 125090,
        receipt_date: '2024-04-08',
        receipt_cents: 125090,
        receipt_net_cents: 124550,
      },
    ]);
    expect(read.batch.customers?.[0]).toMatchObject({ cpf_cnpj: '246.813.579-28' });
    // 'Previsão de entrega' (product rule: delivery forecast) arrives as an ISO date like 'Data de criação'.
    expect(read.batch.enterprises?.[0]).toMatchObject({
      creation_date: '2024-01-15',
      delivery_date: '2027-12-15',
    });
    expect(read.places.installments).toEqual({ sheet: 'Parcelas', rows: [2] });
    // 'Juros ao mês (%)' 1 is 1 % a.m., the batch's 0.01; 'Permite antecipação' Sim (product rule §8).
    expect(read.batch.contracts?.[0]).toMatchObject({
      interest_monthly_rate: 0.01,
      prepayment_allowed: true,
    });
  });

  it('reads a semicolon CSV in Windows-1252 by its header, skipping blank rows and keeping row numbers', () => {
    const csv =
      'C\xf3digo do cliente;Nome;CPF/CNPJ;E-mail\r\nA-1;Jo\xe3o;52998224725;j@x.com\r\n;;;\r\nA-2;Ana;1234;a@x.com\r\n';
    const read = readSpreadsheet(
      Uint8Array.from(csv, (c) => c.charCodeAt(0)),
      'clientes.csv',
    );
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.batch.customers).toEqual([
      { external_id: 'A-1', name: 'João', cpf_cnpj: '52998224725', email: 'j@x.com' },
      { external_id: 'A-2', name: 'Ana', cpf_cnpj: '1234', email: 'a@x.com' },
    ]);
    expect(read.places.customers).toEqual({ sheet: 'clientes.csv', rows: [2, 4] });
  });

  it('gives leading zeros back to a CPF typed as a number and reports cells it cannot convert', () => {
    const read = readSpreadsheet(
      xlsxOf({
        Clientes: [
          ['Código do cliente', 'Nome', 'CPF/CNPJ', 'E-mail'],
          ['C-1', 'Zé', 1234567890, 'z@x.com'],
        ],
        Parcelas: [
          ['Código da parcela', 'Código do contrato', 'Número', 'Vencimento', 'Valor original (R$)'],
          ['P-1', 'T-1', 'um', '31/02/2024', 'R$ abc'],
        ],
      }),
      'dados.xlsx',
    );
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.batch.customers?.[0]?.cpf_cnpj).toBe('01234567890');
    expect(read.errors).toEqual([
      { sheet: 'Parcelas', row: 2, field: 'Número', message: messages.spreadsheet.integer },
      { sheet: 'Parcelas', row: 2, field: 'Valor original (R$)', message: messages.spreadsheet.money },
    ]);
    expect(read.batch.installments?.[0]?.due_date).toBe('2024-02-31');
  });

  it('refuses files it cannot read, naming the problem in Portuguese', () => {
    const problems = (bytes: Uint8Array, name = 'x.xlsx') => {
      const read = readSpreadsheet(bytes, name);
      return read.ok ? [] : read.problems;
    };
    expect(problems(new Uint8Array())).toEqual([messages.spreadsheet.empty]);
    expect(problems(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).toEqual([
      messages.spreadsheet.notSpreadsheet,
    ]);
    expect(problems(bytesOf('PK\x03\x04 not really a zip'))).toEqual([messages.spreadsheet.corrupt]);
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0]);
    ole.set(Buffer.from('EncryptionInfo', 'utf16le'), 600);
    expect(problems(ole)).toEqual([messages.spreadsheet.protected]);
    expect(problems(bytesOf('foo;bar\n1;2\n'), 'a.csv')[0]).toContain('não corresponde a nenhuma aba');
    expect(problems(xlsxOf({ Planilha1: [['a']] }))[0]).toContain("Aba desconhecida: 'Planilha1'");
    expect(problems(xlsxOf({ Clientes: [['Código do cliente', 'Nome', 'CPF', 'E-mail']] }))).toEqual([
      messages.spreadsheet.unknownColumn('Clientes', 'CPF'),
      messages.spreadsheet.missingColumn('Clientes', 'CPF/CNPJ'),
    ]);
    expect(problems(xlsxOf({ Clientes: [['Código do cliente', 'Nome', 'CPF/CNPJ', 'E-mail']] }))).toEqual([
      messages.spreadsheet.empty,
    ]);
  });

  it('leaves out the progress columns missing from the sheet; a blank cell of a present one is null', () => {
    // docs/product/rules.md, "Planilha": a missing column keeps the stored values, a blank cell clears.
    const header = ['Código do empreendimento', 'Código da empresa', 'Nome', 'Data de criação'];
    const read = readSpreadsheet(
      xlsxOf({
        Empreendimentos: [
          [...header, 'Previsão de entrega', 'Fundação (%)'],
          ['OBRA-1', 'EMP-1', 'Alfa', '15/01/2024', null, 40],
          ['OBRA-2', 'EMP-1', 'Beta', '15/01/2024', '20/12/2027', null],
        ],
      }),
      'obras.xlsx',
    );
    const base = { company_external_id: 'EMP-1', creation_date: '2024-01-15' };
    expect(read).toMatchObject({ ok: true, errors: [] });
    expect(read.ok && read.batch.enterprises).toEqual([
      { ...base, external_id: 'OBRA-1', name: 'Alfa', delivery_date: null, fundation_percent: 40 },
      { ...base, external_id: 'OBRA-2', name: 'Beta', delivery_date: '2027-12-20', fundation_percent: null },
    ]);
  });

  it('reads a monthly interest typed as a percent and Sim or Não (product rule §8)', () => {
    expect(['1', '0,95', '1,5 %', '0', ' 2.25% ', '100', '-1', 'um', ''].map(percentToMonthlyRate)).toEqual([
      0.01,
      0.0095,
      0.015,
      0,
      0.0225,
      null,
      null,
      null,
      null,
    ]);
    expect(percentToMonthlyRate(0.95)).toBe(0.0095);
    expect(['Sim', 'não', 'N', 'VERDADEIRO', 'talvez'].map(yesNo)).toEqual([true, false, false, true, null]);
    expect(yesNo(false)).toBe(false);
  });

  it('reads reais and dates typed as text', () => {
    expect(['R$ 1.234,56', '1234,5', '1234.56', '1.234', '12', 'x1'].map(reaisTextToCents)).toEqual([
      123456,
      123450,
      123456,
      123400,
      1200,
      null,
    ]);
    expect(['5/3/2024', '05-03-2024', '2024-03-05', '2024/03/05'].map(dateTextToIso)).toEqual([
      '2024-03-05',
      '2024-03-05',
      '2024-03-05',
      null,
    ]);
  });
});
