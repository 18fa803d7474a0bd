// Benchmark of the reads customers and staff repeat: the enterprises screen (list, card image,
// progress, photos of the month), the statement (contracts, bill header, installments, totals) and
// the admin lists. Budget (architecture.md): every read >= 1,500 req/s with p99 <= 60 ms at 50
// connections on loopback, on PGlite. Results: docs/benchmarks.md.
//
//   node apps/server/bench/reads.mjs                         # builds, starts a server on a temp DATA_DIR
//   BENCH_READS=installments,photos node .../reads.mjs       # only these reads (names in READS below)
//   BENCH_URL=http://127.0.0.1:3000 node .../reads.mjs       # a server already running (demo seed)
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=50 (defaults)
//   BENCH_ENCODING=br node .../reads.mjs                     # ask for brotli, as a browser does
//   READ_CACHE_MB=0 node .../reads.mjs                       # the uncached path (docs/decisions/012)
//   LOG_LEVEL=info node .../reads.mjs                        # with the per-request log line (default: error)
//   DATABASE_URL=postgres://... node .../reads.mjs           # on PostgreSQL (an empty database)
// Exits 1 when a read misses the budget or answers anything but 2xx.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const BUDGET = { reqPerSec: 1500, p99Ms: 60 };
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Math.min(20, Number(process.env.BENCH_SECONDS ?? 10));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const encoding = process.env.BENCH_ENCODING;

/** Every read measured: who calls it and its path, from what the demo data holds (see `explore`). */
const READS = {
  enterprises: () => ['customer', '/api/v1/enterprises?query=&offset=0&limit=8'],
  'card-image': (d) => ['customer', `/api/v1/enterprise/attachments/default/${d.enterpriseId}`],
  timeline: (d) => ['customer', `/api/v1/enterprise/timeline?enterprise_id=${d.enterpriseId}`],
  photos: (d) => [
    'customer',
    `/api/v1/enterprise/attachments?enterprise_id=${d.enterpriseId}&year=${d.year}&month=${d.month}`,
  ],
  statements: (d) => [
    'customer',
    `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${d.customerId}`,
  ],
  'bill-info': (d) => ['customer', `/api/v1/financial_statement/bill_info?numberTitle=${d.billId}`],
  installments: (d) => [
    'customer',
    `/api/v1/financial_statement/current_debit_balance?numberTitle=${d.billId}`,
  ],
  totals: (d) => [
    'customer',
    `/api/v1/financial_statement/total_current_debit_balance?numberTitle=${d.billId}`,
  ],
  'admin-enterprises': () => ['admin', '/api/v1/enterprises?query=&offset=0&limit=8'],
  'slips-report': () => ['admin', '/api/v1/reports/payment-slip?limit=10&offset=0'],
  'statements-report': () => ['admin', '/api/v1/reports/financial-statement?limit=10&offset=0'],
};

async function waitReady(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
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
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
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

async function signIn(url, email, password) {
  const res = await fetch(`${url}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return (await res.json()).access_token;
}

/**
 * The ids the paths need (Ana's customer, first bill and first enterprise; this São Paulo month), after
 * issuing five slips and statements for the reports.
 */
async function explore(url, token) {
  const headers = { authorization: `Bearer ${token}` };
  const getJson = async (path) => (await fetch(`${url}${path}`, { headers })).json();
  const customerId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).customer_id;
  const bills = await getJson(
    `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerId}`,
  );
  const enterprises = await getJson('/api/v1/enterprises?query=&offset=0&limit=8');
  // Issue slips and statements, so the admin reports answer rows rather than an empty page.
  const billId = bills[0].bill_id;
  const open = (await getJson(`/api/v1/financial_statement/current_debit_balance?numberTitle=${billId}`))
    .filter((i) => i.status !== 'paid')
    .slice(0, 5);
  for (const i of open) {
    await getJson(
      `/api/v1/invoice/payment_slip/pdf?billReceivableId=${billId}&installmentId=${i.installment_id}&enterpriseId=0&numberTitle=${billId}`,
    );
    await getJson(
      `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerId}&numberTitle=${billId}`,
    );
  }
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' })
    .format(new Date())
    .split('-');
  return { customerId, billId, enterpriseId: enterprises[0].id, year, month: Number(month) };
}

async function measure(url, token, path) {
  const headers = { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) };
  const probe = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
  const jsonBytes = (await probe.arrayBuffer()).byteLength;
  const result = await autocannon({ url: `${url}${path}`, connections, duration: seconds, headers });
  return {
    jsonBytes,
    sentBytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const wanted = (process.env.BENCH_READS ?? Object.keys(READS).join(',')).split(',').map((s) => s.trim());
for (const name of wanted) if (!READS[name]) throw new Error(`unknown read ${name}: ${Object.keys(READS)}`);

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServer();
try {
  const tokens = {
    customer: await signIn(server.url, 'ana@demo.com.br', 'Cliente#2026'),
    admin: await signIn(server.url, 'admin@demo.com.br', 'Admin#2026'),
  };
  const demo = await explore(server.url, tokens.customer);
  console.log(
    `${wanted.length} reads, ${connections} connections, ${seconds} s each, ` +
      `read cache ${process.env.BENCH_URL ? 'as that server has it' : `${process.env.READ_CACHE_MB ?? 32} MB`}, ` +
      `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, accept-encoding ${encoding ?? 'none'}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} before`,
  );
  console.log('| read | JSON | sent | req/s | p50 | p90 | p99 | non-2xx | verdict |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  let allMet = true;
  for (const name of wanted) {
    const [who, path] = READS[name](demo);
    const r = await measure(server.url, tokens[who], path);
    const met = r.reqPerSec >= BUDGET.reqPerSec && r.p99 <= BUDGET.p99Ms && r.non2xx === 0 && r.errors === 0;
    allMet &&= met;
    console.log(
      `| ${name} (${who}) | ${kb(r.jsonBytes)} | ${kb(r.sentBytes)} | ${r.reqPerSec.toLocaleString('en-US')} | ` +
        `${r.p50} ms | ${r.p90} ms | ${r.p99} ms | ${r.non2xx + r.errors} | ${met ? 'met' : '**not met**'} |`,
    );
  }
  console.log(
    allMet
      ? `dentro do orçamento (>= ${BUDGET.reqPerSec} req/s, p99 <= ${BUDGET.p99Ms} ms)`
      : `FORA do orçamento (>= ${BUDGET.reqPerSec} req/s, p99 <= ${BUDGET.p99Ms} ms)`,
  );
  process.exitCode = allMet ? 0 : 1;
} finally {
  await server.stop();
}
