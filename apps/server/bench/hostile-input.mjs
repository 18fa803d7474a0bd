// Benchmark of hostile input (decisions 053, 054 and 055): how long a concurrent GET /livez waits while the
// server reads hostile spreadsheets and renders a burst of large statement PDFs. Done-when of the
// hostile-input review: /livez answers within 200 ms throughout and the process survives. Results:
// docs/benchmarks.md. Tests assert the behaviour (400s, limits); the times are measured only here.
//
//   node apps/server/bench/hostile-input.mjs        # builds, starts the bundle on a temp DATA_DIR (PGlite)
//   BENCH_PDFS=12 BENCH_INSTALLMENTS=10000 (defaults)
//   BENCH_DISTINCT=1: each PDF of a contract of its own (12 contracts of 10,000), not 12 of the same one
//   BENCH_TRICKLE_SECONDS=30 (default): a 7.5 MiB proof of payment sent by a slow client over that time
// Exits 1 when /livez waits 200 ms or more, fails, or the server dies.
import { request as httpRequest } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { crc32, deflateRawSync } from 'node:zlib';
import { signIn, startBenchServer } from './bench-server.mjs';

const LIVEZ_BUDGET_MS = 200;
const pdfs = Number(process.env.BENCH_PDFS ?? 12);
const installmentsCount = Number(process.env.BENCH_INSTALLMENTS ?? 10_000);
const distinct = process.env.BENCH_DISTINCT === '1';
const trickleSeconds = Number(process.env.BENCH_TRICKLE_SECONDS ?? 30);

/**
 * A slow client's upload: `chunks` of `chunk` (a PDF's bytes, sniffed as one), one every `everyMs`,
 * as a proof of payment of `installment`; resolves with the answer's status.
 */
function trickleProof(url, token, document, installment, chunk, chunks, everyMs) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        method: 'POST',
        path: `/api/v1/invoice/payment_slip/proof?cpfcnpj=${document}&billReceivableId=${installment.bill}&installmentId=${installment.id}&message=devagar`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/pdf',
          'content-length': chunk.length * chunks,
        },
      },
      (response) => {
        // An early answer (401, 413…) ends the trickle there.
        clearInterval(timer);
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    let sent = 0;
    const timer = setInterval(() => {
      request.write(chunk);
      sent += 1;
      if (sent === chunks) {
        clearInterval(timer);
        request.end();
      }
    }, everyMs);
  });
}

/**
 * Latencies of the customer's reads (`paths` in turn, `clients` at once, each as `token`) until the
 * returned function is called; it resolves with their percentiles as `watchLivez` gives them.
 */
function watchReads(url, token, paths, clients = 5) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let i = client; running; i++) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}${paths[i % paths.length]}`, {
          headers: { authorization: `Bearer ${token}` },
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
    }
  });
  return async () => {
    running = false;
    await Promise.all(loops);
    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { samples: sorted.length, p50: p(0.5), p99: p(0.99), max: sorted.at(-1) ?? 0, failures };
  };
}

/** A ZIP of { name, data } or { name, deflated, size } parts (the bomb entries are never inflated here). */
function zipOf(parts) {
  const locals = [];
  const directory = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const raw = part.data === undefined ? undefined : Buffer.from(part.data);
    const packed = part.deflated ?? deflateRawSync(raw);
    const size = part.size ?? raw.length;
    const crc = raw ? crc32(raw) : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(Math.min(size, 0xffffffff), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(Math.min(size, 0xffffffff), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    directory.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const size = directory.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...directory, end]);
}

/** `mib` MiB of zeros deflated: one sync-flushed block of 1 MiB repeated (about 1 KB per MiB). */
function zeros(mib) {
  const block = deflateRawSync(Buffer.alloc(1 << 20), { finishFlush: 2 });
  return {
    deflated: Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([3, 0])]),
    size: mib << 20,
  };
}

const NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
function xlsx(sheetXml, { sharedStrings, extra = [] } = {}) {
  return zipOf([
    {
      name: '[Content_Types].xml',
      data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: '_rels/.rels',
      data: `<Relationships><Relationship Id="rId1" Type="${NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns:r="${NS}"><sheets><sheet name="Clientes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships><Relationship Id="rId1" Type="${NS}/worksheet" Target="worksheets/sheet1.xml"/>${sharedStrings ? `<Relationship Id="rId2" Type="${NS}/sharedStrings" Target="sharedStrings.xml"/>` : ''}</Relationships>`,
    },
    typeof sheetXml === 'string'
      ? { name: 'xl/worksheets/sheet1.xml', data: sheetXml }
      : { name: 'xl/worksheets/sheet1.xml', ...sheetXml },
    ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', ...sharedStrings }] : []),
    ...extra,
  ]);
}
const cell = (ref, v) => `<c r="${ref}" t="inlineStr"><is><t>${v}</t></is></c>`;
const header = `<row r="1">${['Código do cliente', 'Nome', 'CPF/CNPJ', 'E-mail'].map((h, i) => cell(`${'ABCD'[i]}1`, h)).join('')}</row>`;
const row2 = `<row r="2">${cell('A2', 'C-1')}${cell('B2', 'Ana')}${cell('C2', '52998224725')}${cell('D2', 'a@x.com')}</row>`;
const sheet = (data, dimension = '') =>
  `<worksheet>${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${data}</sheetData></worksheet>`;

const HOSTILE = {
  'CSV 16,384 columns × 40,000 rows': () => [
    `${Array(16_384).fill('x').join(';')}\n${'1\n'.repeat(40_000)}`,
    'largo.csv',
  ],
  'CSV 16,384 columns × 8,000 rows': () => [
    `${Array(16_384).fill('x').join(';')}\n${'1\n'.repeat(8_000)}`,
    'largo.csv',
  ],
  'XLSX A1:XFD40000, empty cell at XFD40000': () => [
    xlsx(sheet(`${header}${row2}<row r="40000"><c r="XFD40000" s="1"/></row>`, 'A1:XFD40000')),
    'x.xlsx',
  ],
  'XLSX one value at XFD1': () => [
    xlsx(sheet(`<row r="1">${cell('XFD1', 'x')}</row>`, 'A1:XFD40000')),
    'x.xlsx',
  ],
  'XLSX 4 unused 1 GiB entries of zeros': () => {
    const bomb = zeros(1024);
    return [
      xlsx(sheet(header + row2), {
        extra: [1, 2, 3, 4].map((n) => ({ name: `xl/media/image${n}.png`, ...bomb })),
      }),
      'x.xlsx',
    ];
  },
  'XLSX sheet part of 1 GiB zeros': () => [xlsx(zeros(1024)), 'x.xlsx'],
  'XLSX sharedStrings 5 million strings': () => {
    const sst = `<sst>${'<si><t>a</t></si>'.repeat(5_000_000)}</sst>`;
    return [
      xlsx(sheet(header + row2), { sharedStrings: { deflated: deflateRawSync(sst), size: sst.length } }),
      'x.xlsx',
    ];
  },
};

/** Polls /livez every 20 ms until stopped; resolves with the latencies and failures seen. */
function watchLivez(url) {
  const latencies = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/livez`, { signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return { samples: sorted.length, p50: p(0.5), p99: p(0.99), max: sorted.at(-1) ?? 0, failures };
  };
}

const server = await startBenchServer('hostile');
const results = [];
let failed = false;
let trickleReads = '';
try {
  const admin = await signIn(server.url, 'admin@demo.com.br', 'Admin#2026');
  for (const [name, make] of Object.entries(HOSTILE)) {
    const [content, fileName] = make();
    const form = new FormData();
    form.append('file', new Blob([content]), fileName);
    const stop = watchLivez(server.url);
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/import/spreadsheet/preview`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${admin}` },
    });
    const body = await res.json();
    const ms = performance.now() - started;
    const livez = await stop();
    const size = typeof content === 'string' ? Buffer.byteLength(content) : content.length;
    results.push({ name, size, status: res.status, ms, livez, message: body.issues?.[0]?.message ?? '' });
  }

  // Contracts of `installmentsCount` installments for Ana (her customer adopted by CPF): one, or one per
  // PDF with BENCH_DISTINCT=1; then a burst of PDFs.
  const key = await (
    await fetch(`${server.url}/api/v1/import/keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'bench' }),
    })
  ).json();
  const iso = (i) => new Date(Date.UTC(2020, i, 10)).toISOString().slice(0, 10);
  const contractIds = distinct ? Array.from({ length: pdfs }, (_, n) => `HB-T-${n + 1}`) : ['HB-T'];
  for (const contractId of contractIds) {
    const batch = {
      companies: [
        { external_id: 'HB-E', name: 'SPE Bench', cnpj: '11444777000161', city: 'Campinas', state: 'SP' },
      ],
      enterprises: [
        {
          external_id: 'HB-O',
          company_external_id: 'HB-E',
          name: 'Residencial Bench',
          address: 'Rua 1',
          creation_date: '2020-01-01',
          fundation_percent: 100,
          structure_percent: 50,
          masonry_percent: 0,
          instalation_percent: 0,
          finish_percent: 0,
        },
      ],
      customers: [
        { external_id: 'HB-C', name: 'Ana Demo', cpf_cnpj: '12345678909', email: 'ana@demo.com.br' },
      ],
      contracts: [
        {
          external_id: contractId,
          customer_external_id: 'HB-C',
          company_external_id: 'HB-E',
          enterprise_external_id: 'HB-O',
          document: contractId.replace('HB-T', 'CT.BENCH'),
          contract_date: '2020-01-01',
          correction_index: 'INCC-M',
        },
      ],
      units: [],
      installments: Array.from({ length: installmentsCount }, (_, i) => ({
        external_id: `${contractId.replace('HB-T', 'HB-P')}-${i}`,
        contract_external_id: contractId,
        number: i + 1,
        due_date: iso(i % 120),
        original_cents: 100_000,
        adjusted_cents: 100_000,
      })),
    };
    const imported = await fetch(`${server.url}/api/v1/import/batch`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(batch),
    });
    if (!imported.ok) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
  }
  const ana = await signIn(server.url, 'ana@demo.com.br', 'Cliente#2026');
  const customerId = JSON.parse(Buffer.from(ana.split('.')[1], 'base64url').toString()).customer_id;
  const headers = { authorization: `Bearer ${ana}` };
  const bills = await (
    await fetch(
      `${server.url}/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerId}`,
      { headers },
    )
  ).json();
  // user_debits_info names no document: the bench's contracts are those of its company.
  const benchBills = bills.filter((b) => b.company?.name === 'SPE Bench').map((b) => b.bill_id);
  if (benchBills.length !== contractIds.length)
    throw new Error(
      `expected ${contractIds.length} bench contracts, user_debits_info has ${benchBills.length}`,
    );
  const billIds = Array.from({ length: pdfs }, (_, n) => benchBills[n % benchBills.length]);
  const stop = watchLivez(server.url);
  const started = performance.now();
  const statuses = await Promise.all(
    billIds.map(async (billId) => {
      const res = await fetch(
        `${server.url}/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerId}&numberTitle=${billId}`,
        { headers },
      );
      await res.arrayBuffer();
      return res.status;
    }),
  );
  const livez = await stop();
  results.push({
    name: `${pdfs} statement PDFs in parallel, ${distinct ? `${pdfs} contracts` : 'one contract'} of ${installmentsCount} installments`,
    size: 0,
    status: statuses.join(','),
    ms: performance.now() - started,
    livez,
    message: '',
  });
  // A slow client (decision 037): a 7.5 MiB proof of payment trickled over `trickleSeconds`, streamed
  // to a temp file while other requests go on. The tests prove it holds no transaction; here, its cost.
  const demoBill = bills.find((b) => b.company?.name !== 'SPE Bench')?.bill_id;
  if (demoBill === undefined) throw new Error('Ana has no demo contract for the trickle case');
  const rows = await (
    await fetch(`${server.url}/api/v1/financial_statement/current_debit_balance?numberTitle=${demoBill}`, {
      headers,
    })
  ).json();
  const payable = rows.find((r) => r.status === 'payable');
  if (!payable) throw new Error('Ana has no payable installment for the trickle case');
  const chunks = 120;
  const chunk = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64 * 1024 - 9, 0x20)]);
  // What a customer reads meanwhile (the removed timed test's three reads), each through the database.
  const readPaths = [
    '/api/v1/enterprises?query=&offset=0&limit=8',
    `/api/v1/financial_statement/current_debit_balance?numberTitle=${demoBill}`,
    `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerId}`,
  ];
  const readsBefore = watchReads(server.url, ana, readPaths);
  await new Promise((r) => setTimeout(r, 4_000));
  const baseline = await readsBefore();
  const trickleStop = watchLivez(server.url);
  const readsDuring = watchReads(server.url, ana, readPaths);
  const trickleStarted = performance.now();
  const trickleStatus = await trickleProof(
    server.url,
    ana,
    '12345678909',
    { bill: demoBill, id: payable.installment_id },
    chunk,
    chunks,
    (trickleSeconds * 1000) / chunks,
  );
  results.push({
    name: `a ${((chunk.length * chunks) / 1048576).toFixed(1)} MiB proof trickled over ${trickleSeconds} s`,
    size: chunk.length * chunks,
    status: trickleStatus,
    ms: performance.now() - trickleStarted,
    livez: await trickleStop(),
    message: '',
  });
  const during = await readsDuring();
  const stats = (r) =>
    `p50 ${r.p50.toFixed(1)} / p99 ${r.p99.toFixed(1)} / max ${r.max.toFixed(1)} ms (${r.samples}, ${r.failures} failed)`;
  trickleReads = `Ana's reads by 5 clients, 4 s before the trickle: ${stats(baseline)}; during it: ${stats(during)}`;
  if (baseline.failures > 0 || during.failures > 0) failed = true;
  const alive = (await fetch(`${server.url}/livez`)).ok;
  console.log(
    `\nhostile input on ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${new Date().toISOString()}`,
  );
  console.log('| case | file | answer | time | /livez p50 / p99 / max (samples) |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.name} | ${r.size ? `${(r.size / 1024).toFixed(0)} KB` : ''} | ${r.status} | ${(r.ms / 1000).toFixed(2)} s | ${r.livez.p50.toFixed(1)} / ${r.livez.p99.toFixed(1)} / ${r.livez.max.toFixed(1)} ms (${r.livez.samples}) |`,
    );
    if (r.livez.max >= LIVEZ_BUDGET_MS || r.livez.failures > 0) failed = true;
  }
  for (const r of results) if (r.message) console.log(`- ${r.name}: ${r.message}`);
  if (trickleReads) console.log(`- ${trickleReads}`);
  console.log(`process alive after the run: ${alive}`);
  if (!alive) failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
