// Benchmark of the one import service (decision 026): a batch of 50,000 installment rows (500 customers,
// one contract each, 100 installments per contract, a third of them paid) sent to
// PUT /api/v1/import/batch with an integration key, then the same batch again (every row unchanged),
// then with one installment in ten changed. Budget: a 50,000-installment file imports in under a
// minute on this 2-core machine. Results: docs/benchmarks.md.
//
//   node apps/server/bench/import.mjs                      # builds, starts a server on a temp DATA_DIR
//   BENCH_INSTALLMENTS=100000 node .../import.mjs          # another size (multiple of 100)
//   DATABASE_URL=postgres://... node .../import.mjs        # on PostgreSQL (an empty database)
// Exits 1 when the first import takes a minute or more, or any call fails.
import { cpus, loadavg } from 'node:os';
import { cpf, signIn, startBenchServer } from './bench-server.mjs';

const BUDGET_MS = 60_000;
const PER_CONTRACT = 100;
const total = Number(process.env.BENCH_INSTALLMENTS ?? 50_000);
const contractsCount = Math.ceil(total / PER_CONTRACT);

const iso = (year, month, day) => new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);

/** 500 customers and contracts, 100 installments each; `changeEvery` alters one row in that many. */
function batch(changeEvery = 0) {
  const customers = [];
  const contracts = [];
  const units = [];
  const installments = [];
  for (let c = 0; c < contractsCount; c += 1) {
    customers.push({
      external_id: `C${c}`,
      name: `Cliente ${c}`,
      cpf_cnpj: cpf(700_000_000 + c),
      email: `cliente${c}@bench.com.br`,
    });
    contracts.push({
      external_id: `T${c}`,
      customer_external_id: `C${c}`,
      company_external_id: 'E1',
      enterprise_external_id: 'O1',
      contract_date: '2024-01-10',
      correction_index: 'INCC-M',
    });
    units.push({
      external_id: `U${c}`,
      enterprise_external_id: 'O1',
      name: `Apto ${c}`,
      contract_external_id: `T${c}`,
    });
    for (let n = 1; n <= PER_CONTRACT && installments.length < total; n += 1) {
      const index = installments.length;
      const paid = n <= PER_CONTRACT / 3;
      const due = iso(2024, n, 10);
      const adjusted = 150_000 + n * 100 + (changeEvery && index % changeEvery === 0 ? 1 : 0);
      installments.push({
        external_id: `T${c}-${n}`,
        contract_external_id: `T${c}`,
        number: n,
        due_date: due,
        original_cents: 150_000,
        adjusted_cents: adjusted,
        ...(paid ? { receipt_date: due, receipt_cents: adjusted, receipt_net_cents: adjusted - 300 } : {}),
      });
    }
  }
  return {
    companies: [{ external_id: 'E1', name: 'SPE Bench Ltda', cnpj: '11.444.777/0001-61' }],
    enterprises: [
      {
        external_id: 'O1',
        company_external_id: 'E1',
        name: 'Residencial Bench',
        creation_date: '2023-05-01',
      },
    ],
    customers,
    contracts,
    units,
    installments,
  };
}

async function call(url, method, path, token, body) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok)
    throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
  return { json, ms: Math.round(performance.now() - started) };
}

const server = await startBenchServer('import');
try {
  const admin = await signIn(server.url, 'admin@demo.com.br', 'Admin#2026');
  const key = (await call(server.url, 'POST', '/api/v1/import/keys', admin, { name: 'bench' })).json.secret;
  const first = JSON.stringify(batch());
  console.log(
    `${total.toLocaleString('en-US')} installments, ${contractsCount} customers/contracts/units, ` +
      `${(first.length / 1024 / 1024).toFixed(1)} MiB of JSON, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ` +
      `${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} before`,
  );
  const runs = [
    ['first import (all created)', first],
    ['same batch again (all unchanged)', first],
    ['one installment in ten changed', JSON.stringify(batch(10))],
  ];
  console.log('| run | time | installments created / updated / unchanged |');
  console.log('|---|---|---|');
  let firstMs = 0;
  for (const [name, body] of runs) {
    const { json, ms } = await call(server.url, 'PUT', '/api/v1/import/batch', key, body);
    if (!firstMs) firstMs = ms;
    const c = json.counts.installments;
    console.log(`| ${name} | ${(ms / 1000).toFixed(1)} s | ${c.created} / ${c.updated} / ${c.unchanged} |`);
  }
  const met = firstMs < BUDGET_MS;
  console.log(met ? 'dentro do orçamento (< 60 s)' : 'FORA do orçamento (< 60 s)');
  process.exitCode = met ? 0 : 1;
} finally {
  await server.stop();
}
