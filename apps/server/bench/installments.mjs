// Benchmark of the installments call (GET /api/v1/financial_statement/current_debit_balance), the
// read a customer repeats most. Budget (architecture.md): >= 1,500 req/s with p99 <= 60 ms at 50
// connections on loopback, on PGlite.
//
//   node apps/server/bench/installments.mjs                 # builds, starts a server on a temp DATA_DIR
//   BENCH_URL=http://127.0.0.1:3000 node .../installments.mjs   # measures a server already running
//   BENCH_SECONDS=15 BENCH_CONNECTIONS=50 (defaults)
//   READ_CACHE_MB=0 node .../installments.mjs                # the uncached path (docs/decisions/012)
//   LOG_LEVEL=info node .../installments.mjs                 # with the per-request log line (default: error)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = Math.min(20, Number(process.env.BENCH_SECONDS ?? 15));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

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

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServer();
try {
  const login = await fetch(`${server.url}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ana@demo.com.br', password: 'Cliente#2026' }),
  });
  const { access_token: token } = await login.json();
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const headers = { authorization: `Bearer ${token}` };
  const bills = await (
    await fetch(
      `${server.url}/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${claims.customer_id}`,
      { headers },
    )
  ).json();
  const path = `/api/v1/financial_statement/current_debit_balance?numberTitle=${bills[0].bill_id}`;
  const rows = (await (await fetch(`${server.url}${path}`, { headers })).json()).length;
  const loadBefore = loadavg()[0];
  const result = await autocannon({ url: `${server.url}${path}`, connections, duration: seconds, headers });
  const summary = {
    call: `GET ${path.split('?')[0]} (${rows} installments)`,
    connections,
    seconds,
    readCache: process.env.BENCH_URL
      ? 'as configured on that server'
      : `${process.env.READ_CACHE_MB ?? 32} MB`,
    loadAverageBefore: Math.round(loadBefore * 100) / 100,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    reqPerSec: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
  };
  console.log(JSON.stringify(summary, null, 2));
  const ok = summary.reqPerSec >= 1500 && summary.latencyMs.p99 <= 60 && summary.non2xx === 0;
  console.log(
    ok
      ? 'dentro do orçamento (>= 1500 req/s, p99 <= 60 ms)'
      : 'FORA do orçamento (>= 1500 req/s, p99 <= 60 ms)',
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
