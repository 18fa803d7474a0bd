// Benchmark of the staff spreadsheet import (issue #15, decision 036): an XLSX of 50,000 installment
// rows (500 customers, one contract and one unit each, 100 installments per contract, a third of them
// paid; money as reais number cells, dates as date cells) uploaded to
// POST /api/v1/import/spreadsheet/preview by an administrator, then confirmed; then the same file
// previewed again (every row unchanged). Budget (issue #15): preview + confirm of the 50,000-row file
// under a minute on this 2-core machine. Results: docs/benchmarks.md.
//
//   node apps/server/bench/spreadsheet.mjs                 # builds, starts a server on a temp DATA_DIR
//   BENCH_INSTALLMENTS=100000 node .../spreadsheet.mjs     # another size (multiple of 100)
//   DATABASE_URL=postgres://... node .../spreadsheet.mjs   # on PostgreSQL (an empty database)
// Exits 1 when preview + confirm take a minute or more, or any call fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as XLSX from '@e965/xlsx';

const BUDGET_MS = 60_000;
const PER_CONTRACT = 100;
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const total = Number(process.env.BENCH_INSTALLMENTS ?? 50_000);
const contractsCount = Math.ceil(total / PER_CONTRACT);

async function waitReady(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

async function startServer() {
  await new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-spreadsheet-'));
  const port = String(39_000 + Math.floor(Math.random() * 1000));
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
      STATIC_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(url, child);
  return {
    url,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }).then(() => rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A valid CPF from a 9-digit base (Receita Federal modulo 11). */
function cpf(base) {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (let round = 0; round < 2; round += 1) {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

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
const server = await startServer();
try {
  const signIn = await fetch(`${server.url}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.com.br', password: 'Admin#2026' }),
  });
  const admin = (await signIn.json()).access_token;
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
