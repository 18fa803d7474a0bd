import { deflateRawSync } from 'node:zlib';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../messages/pt-BR';
import { startDemoServer } from '../../../test/demo-fixtures';
import { deflatedZeros, textCell, worksheet, xlsxOf } from '../../../test/hostile-spreadsheets';
import { backends, type TestServer } from '../../../test/test-server';
import { MAX_COLUMNS, MAX_PART_BYTES, MAX_SHARED_STRINGS } from './read-limits';
import { readSpreadsheet } from './spreadsheet-read';

/*
 * Hostile and broken spreadsheets (decision 053): limits enforced while reading, parts unpacked only
 * when used and under a cap, values the database cannot store refused per row. Files are generated
 * here; the figures of time and /livez latency are in docs/benchmarks.md, not asserted.
 */

const text = messages.spreadsheet;
const CUSTOMER_HEADER = ['Código do cliente', 'Nome', 'CPF/CNPJ', 'E-mail'];
const headerRow = (cells: readonly string[]) =>
  `<row r="1">${cells.map((value, i) => textCell(`${String.fromCharCode(65 + i)}1`, value)).join('')}</row>`;
const customerRow = (row: number, name: string, extra = '') =>
  `<row r="${row}">${textCell(`A${row}`, `C-${row}`)}${textCell(`B${row}`, name)}${textCell(`C${row}`, '52998224725')}${textCell(`D${row}`, `c${row}@x.com`)}${extra}</row>`;
const customers = (sheetData: string, dimension = '') =>
  xlsxOf([{ name: 'Clientes', xml: worksheet(headerRow(CUSTOMER_HEADER) + sheetData, dimension) }]);

/** A CSV whose header has 16,384 named columns, then `rows` short rows (the 96 KB file of the attack). */
const wideCsv = (rows: number) =>
  `${Array.from({ length: 16_384 }, () => 'x').join(';')}\n${'1\n'.repeat(rows)}`;

const problemsOf = (bytes: Uint8Array | string, name: string) => {
  const read = readSpreadsheet(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes, name);
  return read.ok ? [] : read.problems;
};

describe('bounded spreadsheet reading', () => {
  it('refuses a CSV with a value past the last column read, whatever its row count', () => {
    for (const rows of [8_000, 40_000]) {
      expect(problemsOf(wideCsv(rows), 'largo.csv')).toEqual([text.tooManyColumns('largo.csv', 'BM1', 'BL')]);
    }
    expect(MAX_COLUMNS).toBe(64);
  });

  it('ignores trailing empty CSV fields, however many', () => {
    const csv = `Código do cliente;Nome;CPF/CNPJ;E-mail${';'.repeat(16_380)}\nA-1;Ana;52998224725;a@x.com${';'.repeat(16_380)}\n`;
    const read = readSpreadsheet(new TextEncoder().encode(csv), 'clientes.csv');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.batch.customers).toEqual([
      { external_id: 'A-1', name: 'Ana', cpf_cnpj: '52998224725', email: 'a@x.com' },
    ]);
  });

  it('reads quoted CSV fields as RFC 4180 says (separators, quotes and line breaks inside)', () => {
    const csv =
      'Código do cliente,Nome,CPF/CNPJ,E-mail\r\n"A-1","Silva, ""Ana""\nFilha",52998224725,a@x.com\r\n';
    const read = readSpreadsheet(new TextEncoder().encode(csv), 'clientes.csv');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.batch.customers?.[0]?.name).toBe('Silva, "Ana"\nFilha');
  });

  it('still reads what Excel writes: shared strings, date and number cells, escaped text', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Leia-me']]), 'Instruções');
    const rows = [
      ['Código da parcela', 'Código do contrato', 'Número', 'Vencimento', 'Valor original (R$)'],
      ['P-1 & <x>', 'T-1', 3, new Date(Date.UTC(2024, 3, 10)), 1234.56],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Parcelas');
    for (const bookSST of [true, false]) {
      const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST, compression: true });
      const read = readSpreadsheet(bytes, 'x.xlsx');
      if (!read.ok) throw new Error(read.problems.join('\n'));
      expect(read.errors).toEqual([]);
      expect(read.batch.installments?.[0]).toMatchObject({
        external_id: 'P-1 & <x>',
        number: 3,
        due_date: '2024-04-10',
        original_cents: 123456,
      });
    }
  });

  it('ignores the declared range and empty formatted cells far to the right (A1:XFD40000)', () => {
    for (const last of [8_000, 40_000]) {
      const read = readSpreadsheet(
        customers(
          `${customerRow(2, 'Ana')}<row r="${last}"><c r="XFD${last}" s="1"/></row>`,
          `A1:XFD${last}`,
        ),
        'clientes.xlsx',
      );
      if (!read.ok) throw new Error(read.problems.join('\n'));
      expect(read.batch.customers).toHaveLength(1);
      expect(read.places.customers).toEqual({ sheet: 'Clientes', rows: [2] });
    }
  });

  it('refuses an XLSX with one value at XFD1', () => {
    const bytes = xlsxOf([
      { name: 'Clientes', xml: worksheet(`<row r="1">${textCell('XFD1', 'x')}</row>`, 'A1:XFD40000') },
    ]);
    expect(problemsOf(bytes, 'x.xlsx')).toEqual([text.tooManyColumns('Clientes', 'XFD1', 'BL')]);
  });

  it('never unpacks parts the workbook does not use (four 256 MiB entries of zeros, one in bzip2)', () => {
    const zeros = deflatedZeros(256 * 1024 * 1024);
    const bytes = xlsxOf(
      [{ name: 'Clientes', xml: worksheet(headerRow(CUSTOMER_HEADER) + customerRow(2, 'Ana')) }],
      {
        extra: [
          ...[1, 2, 3, 4].map((n) => ({ name: `xl/media/image${n}.png`, deflated: zeros })),
          // A method no XLSX reader needs (bzip2): unpacking it would fail, so it must never be tried.
          {
            name: 'xl/embeddings/object.bin',
            deflated: { bytes: Buffer.from('BZh91AY&SY'), size: 10 },
            method: 12,
          },
        ],
      },
    );
    expect(bytes.length).toBeLessThan(2 * 1024 * 1024);
    const read = readSpreadsheet(bytes, 'clientes.xlsx');
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.batch.customers).toHaveLength(1);
  });

  it('refuses a used part that unpacks past the cap, stopping at the cap', () => {
    const bytes = xlsxOf([{ name: 'Clientes', xml: deflatedZeros(MAX_PART_BYTES + 1024 * 1024) }]);
    expect(problemsOf(bytes, 'x.xlsx')).toEqual([text.tooLarge]);
  });

  it('refuses a sharedStrings.xml with millions of tiny strings, declared or not', () => {
    const many = MAX_SHARED_STRINGS + 1;
    const items = '<si><t>a</t></si>'.repeat(many);
    for (const declared of [` uniqueCount="${many}"`, ' uniqueCount="1"']) {
      const sst = `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"${declared}>${items}</sst>`;
      const bytes = xlsxOf(
        [{ name: 'Clientes', xml: worksheet(headerRow(CUSTOMER_HEADER) + customerRow(2, 'Ana')) }],
        { sharedStrings: { bytes: deflateRawSync(sst), size: sst.length } },
      );
      expect(bytes.length).toBeLessThan(1024 * 1024);
      expect(problemsOf(bytes, 'x.xlsx')).toEqual([text.tooManyTexts(MAX_SHARED_STRINGS)]);
    }
  });

  it("makes a NUL or a broken surrogate in a cell that row's error, keeping the other rows", () => {
    const read = readSpreadsheet(
      customers(
        customerRow(2, 'a&#0;b') +
          customerRow(3, 'a_x0000_b') +
          customerRow(4, 'x&#xD800;y') +
          customerRow(5, 'Ana_x005F_x0000_'),
      ),
      'clientes.xlsx',
    );
    if (!read.ok) throw new Error(read.problems.join('\n'));
    expect(read.errors).toEqual(
      [2, 3, 4].map((row) => ({ sheet: 'Clientes', row, field: 'Nome', message: text.badCharacter })),
    );
    expect(read.batch.customers?.map((customer) => customer.name)).toEqual([
      undefined,
      undefined,
      undefined,
      'Ana_x0000_',
    ]);
  });
});

describe.each(backends())('hostile uploads on %s', (backend) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    ({ server, admin } = await startDemoServer(backend));
  });
  afterAll(async () => {
    await server?.stop();
  });

  const upload = async (bytes: Uint8Array | string, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer> | string]), name);
    const response = await server.fetch('/api/v1/import/spreadsheet/preview', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    return { status: response.status, body: await response.json() };
  };

  it('answers 400 in Portuguese to the wide CSV and the XFD1 workbook, and keeps serving', async () => {
    const csv = await upload(wideCsv(40_000), 'largo.csv');
    expect(csv.status).toBe(400);
    expect(csv.body.issues).toEqual([
      { path: 'file', message: text.tooManyColumns('largo.csv', 'BM1', 'BL') },
    ]);
    const xfd = await upload(
      xlsxOf([{ name: 'Clientes', xml: worksheet(`<row r="1">${textCell('XFD1', 'x')}</row>`) }]),
      'x.xlsx',
    );
    expect(xfd.status).toBe(400);
    expect(xfd.body.issues[0].message).toBe(text.tooManyColumns('Clientes', 'XFD1', 'BL'));
    expect((await server.fetch('/livez')).status).toBe(200);
  });

  it('previews cells with NUL as row errors (no 500), naming the row', async () => {
    const answer = await upload(
      customers(customerRow(2, 'a&#0;b') + customerRow(3, 'a_x0000_b')),
      'nul.xlsx',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toEqual([
      { sheet: 'Clientes', row: 2, field: 'Nome', message: text.badCharacter },
      { sheet: 'Clientes', row: 3, field: 'Nome', message: text.badCharacter },
    ]);
  });
});
