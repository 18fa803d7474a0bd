import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  type ChildServer,
  killAllChildServers,
  startChildServer,
} from './test/child-server';
import { ACCOUNTS } from './test/demo-fixtures';
import {
  type Answer,
  type Customer,
  call,
  callOnOwnConnection,
  customerOf,
  pdfOf,
  proofPath,
  type ServerData,
  serverData,
} from './test/fault-helpers';
import { type Backend, backends } from './test/test-server';

/** Every file the local store holds (`DATA_DIR/files/<2>/<key>`), and what is left in its temp folder. */
function filesOnDisk(dataDir: string): { keys: Map<string, Buffer>; temp: string[] } {
  const root = join(dataDir, 'files');
  const keys = new Map<string, Buffer>();
  const temp = existsSync(join(root, '.tmp')) ? readdirSync(join(root, '.tmp')) : [];
  for (const folder of existsSync(root) ? readdirSync(root) : []) {
    if (folder === '.tmp') continue;
    for (const key of readdirSync(join(root, folder))) keys.set(key, readFileSync(join(root, folder, key)));
  }
  return { keys, temp };
}

/**
 * Signals to the production bundle (`node dist/main.js`) in the middle of a mix of reads and writes:
 * SIGTERM answers every request it accepted and exits 0; SIGKILL during proof uploads and ticket
 * writes loses no acknowledged write, and the restart leaves no file without its row and no temp file.
 */
describe.each(backends())('signals under load (%s)', { timeout: 120_000 }, (backend: Backend) => {
  let data: ServerData;
  let server: ChildServer;
  let ana: Customer;
  let company: Customer;

  beforeAll(async () => {
    buildServerBundle();
    data = await serverData(backend);
    server = await startChildServer(data.env);
    ana = await customerOf(server, 'ana', '10.92.0.1');
    company = await customerOf(server, 'company', '10.92.0.2');
  });
  afterAll(async () => {
    await killAllChildServers();
    await data?.destroy();
  });

  it('SIGTERM with 50 requests of a mix in flight: each is answered, none fails, exit 0', async () => {
    let sent = 0;
    let pending = 0;
    let allSent: () => void = () => {};
    const everySent = new Promise<void>((resolve) => {
      allSent = resolve;
    });
    const send = (method: string, path: string, options: Parameters<typeof callOnOwnConnection>[3]) =>
      callOnOwnConnection(server, method, path, {
        ...options,
        requestId: `sigterm-${pending++}`,
        onSent: () => {
          if (++sent === 50) allSent();
        },
      });
    const requests: (() => Promise<Answer>)[] = [];
    for (let i = 0; i < 5; i++) {
      const who = i % 2 === 0 ? ana : company;
      const ip = `10.93.0.${i + 1}`;
      const bill = who.payable[0]?.bill as number;
      const installment = who.payable[0]?.installment as number;
      requests.push(
        () =>
          send(
            'GET',
            `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${who.customerId}`,
            { token: who.token, ip },
          ),
        () =>
          send('GET', `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`, {
            token: who.token,
            ip,
          }),
        () =>
          send('GET', '/api/v1/enterprises?query=&offset=0&limit=8', {
            token: who.token,
            ip,
          }),
        () =>
          send('GET', '/api/v1/enterprises?query=&offset=0&limit=8', {
            token: who.token,
            ip,
          }),
        () =>
          send('POST', '/api/v1/user/ticket', {
            token: who.token,
            ip,
            body: { title: 'Financeiro', message: `SIGTERM ${i}` },
          }),
        () =>
          send('POST', '/api/v1/user/ticket', {
            token: who.token,
            ip,
            body: { title: 'Engenharia', message: `SIGTERM bis ${i}` },
          }),
        () =>
          send('POST', proofPath(who, i, `SIGTERM ${i}`), {
            token: who.token,
            ip,
            raw: pdfOf(`t${i}`),
          }),
        () =>
          send(
            'GET',
            `/api/v1/invoice/payment_slip/pdf?billReceivableId=${bill}&installmentId=${installment}&enterpriseId=0&numberTitle=${bill}`,
            { token: who.token, ip },
          ),
        () =>
          send('POST', '/api/v1/token', {
            body: { email: ACCOUNTS.ana.email, password: ACCOUNTS.ana.password },
            ip: `10.94.0.${i + 1}`,
          }),
        () =>
          send('POST', '/api/v1/token', {
            body: { email: `ninguem${i}@demo.com.br`, password: 'errada-123' },
            ip: `10.95.0.${i + 1}`,
          }),
      );
    }
    expect(requests).toHaveLength(50);
    let answeredAfterSignal = 0;

    let signalled = false;
    const outcomes = requests.map((send) =>
      send().then(
        (answer) => {
          if (signalled) answeredAfterSignal++;
          return answer;
        },
        (error: unknown) => error as Error,
      ),
    );
    // The signal comes once every request is wholly sent (each on its own connection), while most of
    // the 50 are still being worked on. Sent, not merely created: on a busy machine the test's own
    // process may not even have connected some of them 200 ms later, and a request that never left
    // the client is not one the server accepted.
    await Promise.race([everySent, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    expect(sent).toBe(50);
    signalled = true;
    server.process.kill('SIGTERM');
    const settled = await Promise.all(outcomes);
    expect(await server.exited).toBe(0);
    // What the server itself received: one log line per request it handled, with its X-Request-Id.
    const handled = new Map<string, number>();
    for (const line of server.output().split('\n')) {
      if (!line.includes('"msg":"request"') || !line.includes('sigterm-')) continue;
      const entry = JSON.parse(line) as { request_id: string; status: number };
      handled.set(entry.request_id, entry.status);
    }
    const answered = new Map<string, number>();
    const lost: string[] = [];
    settled.forEach((outcome, i) => {
      if (outcome instanceof Error) lost.push(`sigterm-${i}`);
      else answered.set(`sigterm-${i}`, outcome.status);
    });
    // Every request the server accepted was answered, and the client got that very answer.
    for (const [id, status] of handled) expect(answered.get(id), id).toBe(status);
    // 2xx, and 401 for the wrong passwords; a customer limit may answer 429 — never a 5xx.
    for (const status of answered.values()) expect([200, 401, 429]).toContain(status);
    expect(answeredAfterSignal).toBeGreaterThan(0);
    // A request reset before the process ever read it (still in the kernel's queue when the listener
    // closed) is not one it accepted; it must not be one the server started either. Reported, since
    // a balancer stops sending before the signal (README, decision 037).
    for (const id of lost) expect(handled.has(id), id).toBe(false);
    console.info(
      `${backend}: ${answered.size} answered (${answeredAfterSignal} after SIGTERM), ${lost.length} reset before the process read them`,
    );
    expect(server.output()).toContain('"server stopped"');
    expect(server.output()).not.toContain('stopping with requests still running');
  });

  it('SIGKILL during proof uploads and ticket writes: every acknowledged write survives, nothing half-written', async () => {
    if (server.process.exitCode === null && server.process.signalCode === null) {
      server.process.kill('SIGTERM'); // the first test did not run (a filtered run)
      await server.exited;
    }
    server = await startChildServer(data.env);
    const sent = new Map<string, Uint8Array>();
    const ackedProofs: string[] = [];
    const ackedTickets: string[] = [];
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 24; i++) {
      const who = i % 2 === 0 ? ana : company;
      const ip = `10.96.0.${i + 1}`;
      const marker = `kill-proof-${i}`;
      const pdf = pdfOf(marker, 64 * 1024 + i * 4096);
      sent.set(marker, pdf);
      work.push(
        call(server, 'POST', proofPath(who, i, marker), {
          token: who.token,
          ip,
          raw: pdf,
          headers: { 'idempotency-key': `${marker}-key` },
        }).then(
          (answer) => {
            if (answer.status === 200) ackedProofs.push(marker);
          },
          () => {},
        ),
      );
      work.push(
        call(server, 'POST', '/api/v1/user/ticket', {
          token: who.token,
          ip,
          body: { title: 'Financeiro', message: `kill-ticket-${i}` },
        }).then(
          (answer) => {
            if (answer.status === 200) ackedTickets.push(`kill-ticket-${i}`);
          },
          () => {},
        ),
      );
    }
    // Kill once some writes are acknowledged and others are still streaming or committing.
    const started = performance.now();
    while ((ackedProofs.length < 3 || ackedTickets.length < 3) && performance.now() - started < 20_000)
      await new Promise((resolve) => setTimeout(resolve, 2));
    server.process.kill('SIGKILL');
    await Promise.all(work);
    expect(await server.exited).toBe('SIGKILL');
    expect(ackedProofs.length).toBeGreaterThanOrEqual(3);
    expect(ackedTickets.length).toBeGreaterThanOrEqual(3);
    expect(ackedProofs.length + ackedTickets.length).toBeLessThan(48); // the kill did cut some writes

    // What a kill leaves in the two windows a random kill seldom hits, planted so they are always
    // tested: a temp file cut mid-stream, and a file renamed into place whose row was never inserted.
    const plantedOrphan = randomBytes(24).toString('base64url');
    mkdirSync(join(data.dataDir, 'files', plantedOrphan.slice(0, 2)), { recursive: true });
    writeFileSync(join(data.dataDir, 'files', plantedOrphan.slice(0, 2), plantedOrphan), pdfOf('orphan'));
    mkdirSync(join(data.dataDir, 'files', '.tmp'), { recursive: true });
    writeFileSync(join(data.dataDir, 'files', '.tmp', `${plantedOrphan}.part`), '%PDF-1.4 half');

    // The restart sweeps what the crash left; then the data is read with the server stopped.
    server = await startChildServer(data.env);
    expect((await call(server, 'GET', '/readyz')).status).toBe(200);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const tickets = new Set(
      (
        await data.query<{ message: string }>(
          "select message from tickets where message like 'kill-ticket-%'",
        )
      ).map((row) => row.message),
    );
    for (const message of ackedTickets) expect(tickets.has(message), message).toBe(true);
    const proofs = await data.query<{ message: string; key: string; byte_size: string; sha256: string }>(
      `select p.message, f.key, f.byte_size, f.sha256 from payment_proofs p join stored_files f on f.id = p.file_id
       where p.message like 'kill-proof-%'`,
    );
    const byMessage = new Map(proofs.map((p) => [p.message, p]));
    const disk = filesOnDisk(data.dataDir);
    for (const marker of ackedProofs) {
      const row = byMessage.get(marker);
      expect(row, marker).toBeDefined();
      const bytes = disk.keys.get(row?.key ?? '');
      expect(bytes, `bytes of ${marker}`).toBeDefined();
      expect(bytes?.equals(Buffer.from(sent.get(marker) as Uint8Array))).toBe(true);
      expect(
        createHash('sha256')
          .update(bytes as Buffer)
          .digest('hex'),
      ).toBe(row?.sha256);
    }
    // Nothing half-written: no temp file, no file without its row, no row without its whole file.
    expect(disk.temp).toEqual([]);
    expect(disk.keys.has(plantedOrphan)).toBe(false);
    const rows = await data.query<{ key: string; byte_size: string }>(
      'select key, byte_size from stored_files',
    );
    const rowKeys = new Map(rows.map((r) => [r.key, Number(r.byte_size)]));
    for (const key of disk.keys.keys()) expect(rowKeys.has(key), `file ${key} has a row`).toBe(true);
    for (const [key, size] of rowKeys)
      expect(disk.keys.get(key)?.length, `row ${key} has its bytes`).toBe(size);
    // A proof's row is written with its file's row in one transaction: no file row that no proof names
    // (with two separate inserts, a kill between them left some: 2 in one PostgreSQL run).
    const unnamed = await data.query<{ n: string }>(
      "select count(*) as n from stored_files f where f.kind = 'proof' and not exists (select 1 from payment_proofs p where p.file_id = f.id)",
    );
    expect(Number(unnamed[0]?.n)).toBe(0);
    console.info(
      `${backend}: ${ackedProofs.length} proofs and ${ackedTickets.length} tickets acknowledged before SIGKILL`,
    );
  });
});
