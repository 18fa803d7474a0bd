// Benchmark of the staff spreadsheet import (decision 036): an XLSX of 50,000 installment
// rows (500 customers, one contract and one unit each, 100 installments per contract, a third of them
// paid; money as reais number cells, dates as date cells) uploaded to
// POST /api/v1/import/spreadsheet/preview by an administrator, then confirmed; then the same file
// previewed again (every row unchanged). Budget: preview + confirm of the 50,000-row file
// under a minute on this 2-core machine. Results: docs/benchmarks.md.
//
//   node apps/server/bench/spreadsheet.mjs                 # builds, starts a server on a temp DATA_DIR
//   BENCH_INSTALLMENTS=100000 node .../spreadsheet.mjs     # another size (multiple of 100)
//   DATABASE_URL=postgres://... node .../spreadsheet.mjs   # on PostgreSQL (an empty database)
// Exits 1 when preview + confirm take a minute or more, or any call fails.
import { cpus, loadavg } from 'node:os';
import * as XLSX from '@e965/xlsx';
import { cpf, signIn, startBenchServer } from './bench-server.mjs';

const BUDGET_MS = 60_000;
const PER_CONTRACT = 100;
const total = Number(process.env.BENCH_INSTALLMENTS ?? 50_000);
const contractsCount = Math.ceil(total / PER_CONTRACT);

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
/** A date cell (serial number shown as dd/mm/aaaa). */
const dateCell = (year, month, day) => ({
  t: 'n',
  v: (Date.UTC(year, month, day) - EXCEL_EPOCH) / 86_400_000,
  z: 'dd/mm/yyyy',
});
/** A money cell in reais. */
const money = (cents) => ({ t: 'n', v: cents / 100, z: '#,##0.00' });

/** The workbook as staff would fill the template (same sheet names and headers). */
function workbook() {
  const customers = [['Código do cliente', 'Nome', 'CPF/CNPJ', 'E-mail']];
  const contracts = [
    [
      'Código do contrato',
      'Código do cliente',
      'Código da empresa',
      'Código do empreendimento',
      'Data do contrato',
      'Índice de correção',
    ],
  ];
  const units = [['Código da unidade', 'Código do empreendimento', 'Nome', 'Código do contrato']];
  const installments = [
    [
      'Código da parcela',
      'Código do contrato',
      'Número',
      'Vencimento',
      'Valor original (R$)',
      'Valor corrigido (R$)',
      'Data do recebimento',
      'Valor recebido (R$)',
      'Valor líquido recebido (R$)',
    ],
  ];
  for (let c = 0; c < contractsCount; c += 1) {
    customers.push([`C${c}`, `Cliente ${c}`, cpf(700_000_000 + c), `cliente${c}@bench.com.br`]);
    contracts.push([`T${c}`, `C${c}`, 'E1', 'O1', dateCell(2024, 0, 10), 'INCC-M']);
    units.push([`U${c}`, 'O1', `Apto ${c}`, `T${c}`]);
    for (let n = 1; n <= PER_CONTRACT && installments.length - 1 < total; n += 1) {
      const paid = n <= PER_CONTRACT / 3;
      const adjusted = 150_000 + n * 100;
      installments.push([
        `T${c}-${n}`,
        `T${c}`,
        n,
        dateCell(2024, n, 10),
        money(150_000),
        money(adjusted),
        ...(paid ? [dateCell(2024, n, 10), money(adjusted), money(adjusted - 300)] : []),
      ]);
    }
  }
  const book = XLSX.utils.book_new();
  const sheets = {
    Empresas: [
      ['Código da empresa', 'Razão social', 'CNPJ'],
      ['E1', 'SPE Bench Ltda', '11.444.777/0001-61'],
    ],
    Empreendimentos: [
      ['Código do empreendimento', 'Código da empresa', 'Nome', 'Data de criação'],
      ['O1', 'E1', 'Residencial Bench', dateCell(2023, 4, 1)],
    ],
    Unidades: units,
    Clientes: customers,
    Contratos: contracts,
    Parcelas: installments,
  };
  for (const [name, rows] of Object.entries(sheets)) {
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
}

async function call(url, path, token, form) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return { json, ms: Math.round(performance.now() - started) };
}

function upload(url, token, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'bench.xlsx');
  return call(url, '/api/v1/import/spreadsheet/preview', token, form);
}

const builtAt = performance.now();
const file = workbook();
const buildMs = Math.round(performance.now() - builtAt);
const server = await startBenchServer('spreadsheet');
try {
  const admin = await signIn(server.url, 'admin@demo.com.br', 'Admin#2026');
  console.log(
    `${total.toLocaleString('en-US')} installment rows, ${contractsCount} customers/contracts/units, ` +
      `XLSX of ${(file.length / 1024 / 1024).toFixed(1)} MiB (written in ${(buildMs / 1000).toFixed(1)} s), ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores, ` +
      `load average ${loadavg()[0].toFixed(2)} before`,
  );
  console.log('| step | time | installments created / updated / unchanged |');
  console.log('|---|---|---|');
  const row = (name, ms, c) =>
    console.log(`| ${name} | ${(ms / 1000).toFixed(1)} s | ${c.created} / ${c.updated} / ${c.unchanged} |`);
  const preview = await upload(server.url, admin, file);
  if (preview.json.error_count > 0) throw new Error(JSON.stringify(preview.json.errors.slice(0, 5)));
  row('preview (upload, read, dry run)', preview.ms, preview.json.counts.installments);
  const confirm = await call(
    server.url,
    `/api/v1/import/spreadsheet/${preview.json.preview_id}/confirm`,
    admin,
  );
  row('confirm (all created)', confirm.ms, confirm.json.counts.installments);
  const again = await upload(server.url, admin, file);
  row('preview of the same file again (all unchanged)', again.ms, again.json.counts.installments);
  const totalMs = preview.ms + confirm.ms;
  const met = totalMs < BUDGET_MS;
  console.log(
    `preview + confirm: ${(totalMs / 1000).toFixed(1)} s — ${met ? 'dentro do orçamento (< 60 s)' : 'FORA do orçamento (< 60 s)'}`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await server.stop();
}
