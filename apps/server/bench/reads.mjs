// Benchmark of the reads customers and staff repeat: the enterprises screen (list, card image,
// progress, photos of the month), the statement (contracts, bill header, installments, totals) and
// the admin lists. Budget (architecture.md): every read >= 1,500 req/s with p99 <= 60 ms at 50
// connections on loopback. Results: docs/benchmarks.md.
//
// Each run measures both paths of every read (decision 027): "cached" (read caches on, the default) and
// "uncached" (READ_CACHE_MB=0: no answer and no caller cached, the upper bound of the first read after
// a change), on PGlite and, when DATABASE_URL is set, on PostgreSQL too.
//
//   node apps/server/bench/reads.mjs                         # builds, starts servers on a temp DATA_DIR
//   BENCH_READS=installments,photos node .../reads.mjs       # only these reads (names in READS below)
//   BENCH_PATHS=uncached node .../reads.mjs                  # only one path (cached, uncached)
//   DATABASE_URL=postgres://u@host:port/db node .../reads.mjs # PostgreSQL too: a throw-away database
//                                                            # is created on that cluster and dropped
//   BENCH_DATABASES=postgres node .../reads.mjs              # only these databases (pglite, postgres)
//   BENCH_URL=http://127.0.0.1:3000 node .../reads.mjs       # a server already running (demo seed)
//   BENCH_SECONDS=5 BENCH_CONNECTIONS=50 (defaults)
//   BENCH_WARMUP_SECONDS=1 (default; 0 for none)             # each read first runs unmeasured this
//                                                            # long: the figures are the server's steady
//                                                            # state, not its first calls (JIT, each
//                                                            # pool connection's first plans)
//   BENCH_ENCODING=br node .../reads.mjs                     # ask for brotli, as a browser does
//   LOG_LEVEL=info node .../reads.mjs                        # with the per-request log line (default: error)
// "CPU/req" is the server process's CPU time per answer (user + system, from /proc), and on PostgreSQL
// "DB CPU/req" that of the database's backends: figures that hold better than req/s on a busy machine.
// Exits 1 when a cached read, or an uncached one on PostgreSQL, misses the budget or answers anything
// but 2xx; the uncached path on PGlite is reported against the budget without failing the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildBundle, signIn, startBundle, throwAwayDatabase } from './bench-server.mjs';

const BUDGET = { reqPerSec: 1500, p99Ms: 60 };
const seconds = Math.min(20, Number(process.env.BENCH_SECONDS ?? 5));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const encoding = process.env.BENCH_ENCODING;
const warmUpSeconds = Math.min(5, Number(process.env.BENCH_WARMUP_SECONDS ?? 1));

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

/** Starts the built server on `dataDir` (and `databaseUrl`), with `READ_CACHE_MB` = `cacheMb`. */
function startServer({ dataDir, databaseUrl, cacheMb }) {
  return startBundle({ dataDir, env: { DATABASE_URL: databaseUrl, READ_CACHE_MB: String(cacheMb) } });
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

async function measure(server, token, path) {
  const { url } = server;
  const headers = { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) };
  const probe = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!probe.ok) throw new Error(`${path} answered ${probe.status}`);
  const jsonBytes = (await probe.arrayBuffer()).byteLength;
  if (warmUpSeconds > 0)
    await autocannon({ url: `${url}${path}`, connections, duration: warmUpSeconds, headers });
  const cpu0 = server.cpuMs?.() ?? null;
  const db0 = (await server.dbCpuMs?.()) ?? null;
  const result = await autocannon({ url: `${url}${path}`, connections, duration: seconds, headers });
  const cpu1 = server.cpuMs?.() ?? null;
  const db1 = (await server.dbCpuMs?.()) ?? null;
  // A backend that appeared during the run (the pool opens connections as the load asks) counts whole.
  let dbCpu = null;
  if (db0 && db1) {
    dbCpu = 0;
    for (const [pid, ms] of db1) dbCpu += ms - (db0.get(pid) ?? 0);
  }
  const answers = Math.max(1, result.requests.total);
  return {
    jsonBytes,
    sentBytes: Math.round(result.throughput.total / answers),
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuPerReq: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / answers,
    dbCpuPerReq: dbCpu === null ? null : dbCpu / answers,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const wanted = (process.env.BENCH_READS ?? Object.keys(READS).join(',')).split(',').map((s) => s.trim());
for (const name of wanted) if (!READS[name]) throw new Error(`unknown read ${name}: ${Object.keys(READS)}`);

const paths = (process.env.BENCH_PATHS ?? 'cached,uncached').split(',').map((p) => p.trim());
for (const p of paths) if (p !== 'cached' && p !== 'uncached') throw new Error(`unknown path ${p}`);
const databases = (process.env.BENCH_DATABASES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite'))
  .split(',')
  .map((d) => d.trim());
for (const d of databases) if (d !== 'pglite' && d !== 'postgres') throw new Error(`unknown database ${d}`);
if (databases.includes('postgres') && !process.env.DATABASE_URL && !process.env.BENCH_URL)
  throw new Error(
    'BENCH_DATABASES=postgres needs DATABASE_URL (a PostgreSQL cluster to create a database on)',
  );
const ms = (value) => (value === null ? '–' : `${value.toFixed(2)} ms`);

/** Signs in, explores, and measures every wanted read on one running server. */
async function run(server, label, mustMeet) {
  const tokens = {
    customer: await signIn(server.url, 'ana@demo.com.br', 'Cliente#2026'),
    admin: await signIn(server.url, 'admin@demo.com.br', 'Admin#2026'),
  };
  const demo = await explore(server.url, tokens.customer);
  console.log(`\n### ${label}\n`);
  console.log(
    `${wanted.length} reads, ${connections} connections, ${seconds} s each after ${warmUpSeconds} s unmeasured, accept-encoding ${encoding ?? 'none'}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} before, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log('| read | JSON | sent | req/s | p50 | p90 | p99 | non-2xx | CPU/req | DB CPU/req | verdict |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  let allMet = true;
  for (const name of wanted) {
    const [who, path] = READS[name](demo);
    const r = await measure(server, tokens[who], path);
    const met = r.reqPerSec >= BUDGET.reqPerSec && r.p99 <= BUDGET.p99Ms && r.non2xx === 0 && r.errors === 0;
    allMet &&= met;
    const verdict = met ? 'met' : mustMeet ? '**not met**' : 'not met (reported)';
    console.log(
      `| ${name} (${who}) | ${kb(r.jsonBytes)} | ${kb(r.sentBytes)} | ${r.reqPerSec.toLocaleString('en-US')} | ` +
        `${r.p50} ms | ${r.p90} ms | ${r.p99} ms | ${r.non2xx + r.errors} | ${ms(r.cpuPerReq)} | ${ms(r.dbCpuPerReq)} | ${verdict} |`,
    );
  }
  return allMet || !mustMeet;
}

let ok = true;
if (process.env.BENCH_URL) {
  ok = await run(
    { url: process.env.BENCH_URL },
    `${process.env.BENCH_URL} (as that server is configured)`,
    true,
  );
} else {
  await buildBundle();
  for (const database of databases) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
    const pgDb =
      database === 'postgres' ? await throwAwayDatabase(process.env.DATABASE_URL, 'portal_bench') : undefined;
    try {
      for (const path of paths) {
        const cacheMb = path === 'cached' ? Number(process.env.READ_CACHE_MB ?? 32) : 0;
        const server = await startServer({ dataDir, databaseUrl: pgDb?.url, cacheMb });
        if (pgDb) server.dbCpuMs = () => pgDb.backendCpuMs();
        try {
          const label = `${database === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${path} (read cache ${cacheMb} MB)`;
          ok = (await run(server, label, path === 'cached' || database === 'postgres')) && ok;
        } finally {
          await server.stop();
        }
      }
    } finally {
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
console.log(
  ok
    ? `\ndentro do orçamento (>= ${BUDGET.reqPerSec} req/s, p99 <= ${BUDGET.p99Ms} ms)`
    : `\nFORA do orçamento (>= ${BUDGET.reqPerSec} req/s, p99 <= ${BUDGET.p99Ms} ms)`,
);
process.exitCode = ok ? 0 : 1;
