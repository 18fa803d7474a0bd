import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { ChildServer } from './child-server';
import { ACCOUNTS } from './demo-fixtures';
import { withDatabase } from './test-env';
import type { Backend } from './test-server';

// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary fields of the JSON answers.
export type Answer = { status: number; body: any; ms: number };

/** One call to a child server, from client address `ip`, with a deadline (a hang fails clearly). */
export async function call(
  server: ChildServer,
  method: string,
  path: string,
  options: {
    body?: unknown;
    raw?: Uint8Array;
    token?: string;
    ip?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.raw ? { 'content-type': 'application/pdf' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-forwarded-for': options.ip ?? '10.91.0.1',
      ...options.headers,
    },
    body: options.raw
      ? (options.raw as unknown as BodyInit)
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (a PDF)
  }
  return { status: response.status, body, ms: performance.now() - started };
}

/**
 * The same call on a connection of its own (`Connection: close`, no pool): with pooled keep-alive
 * connections, a request written on a connection the server is closing as idle is lost in a race
 * no server can win (clients retry those), which is not what a test of a graceful stop measures.
 */
export function callOnOwnConnection(
  server: ChildServer,
  method: string,
  path: string,
  options: {
    body?: unknown;
    raw?: Uint8Array;
    token?: string;
    ip?: string;
    requestId?: string;
    onSent?: () => void;
  } = {},
): Promise<Answer> {
  const started = performance.now();
  const { hostname, port } = new URL(server.url);
  const payload = options.raw
    ? Buffer.from(options.raw)
    : options.body === undefined
      ? undefined
      : Buffer.from(JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        hostname,
        port,
        path,
        method,
        agent: false,
        timeout: 30_000,
        headers: {
          ...(payload ? { 'content-type': options.raw ? 'application/pdf' : 'application/json' } : {}),
          ...(payload ? { 'content-length': payload.length } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          'x-forwarded-for': options.ip ?? '10.91.0.1',
          ...(options.requestId ? { 'x-request-id': options.requestId } : {}),
          connection: 'close',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON (a PDF)
          }
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
    // 'finish': every byte of the request was handed to the connection, so it is in flight.
    if (options.onSent) request.on('finish', options.onSent);
    request.end(payload);
  });
}

/** A small valid-looking PDF of about `bytes` bytes whose body carries `marker`. */
export function pdfOf(marker: string, bytes = 2048): Uint8Array {
  const head = Buffer.from(`%PDF-1.4\n% ${marker}\n`);
  const pad = Buffer.alloc(Math.max(0, bytes - head.length - 6), 0x20);
  return new Uint8Array(Buffer.concat([head, pad, Buffer.from('\n%%EOF')]));
}

/** A signed-in customer and what a proof upload needs: bills and payable installments. */
export interface Customer {
  readonly token: string;
  readonly customerId: number;
  readonly document: string;
  readonly payable: readonly { bill: number; installment: number }[];
}

/** Signs `who` in and finds their payable installments. */
export async function customerOf(server: ChildServer, who: 'ana' | 'company', ip: string): Promise<Customer> {
  const account = ACCOUNTS[who];
  const login = await call(server, 'POST', '/api/v1/token', {
    body: { email: account.email, password: account.password },
    ip,
  });
  if (login.status !== 200) throw new Error(`login of ${who}: ${login.status}`);
  const token = login.body.access_token as string;
  const customerId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
    .customer_id as number;
  const bills = await call(
    server,
    'GET',
    `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerId}`,
    { token, ip },
  );
  const payable: { bill: number; installment: number }[] = [];
  for (const { bill_id: bill } of bills.body as { bill_id: number }[]) {
    const rows = await call(
      server,
      'GET',
      `/api/v1/financial_statement/current_debit_balance?numberTitle=${bill}`,
      {
        token,
        ip,
      },
    );
    for (const row of rows.body as { installment_id: number; status: string }[])
      if (row.status === 'payable') payable.push({ bill, installment: row.installment_id });
  }
  if (payable.length === 0) throw new Error(`${who} has no payable installment`);
  const document = 'cpf' in account ? account.cpf : account.cnpj;
  return { token, customerId, document, payable };
}

/** The proof call's path for one installment. */
export function proofPath(customer: Customer, index: number, message: string): string {
  const target = customer.payable[index % customer.payable.length] as { bill: number; installment: number };
  return `/api/v1/invoice/payment_slip/proof?cpfcnpj=${customer.document}&billReceivableId=${target.bill}&installmentId=${target.installment}&message=${encodeURIComponent(message)}`;
}

/** Where a child server keeps its data: its own folder, and on PostgreSQL its own database. */
export interface ServerData {
  readonly dataDir: string;
  /** Extra environment of the child server (DATA_DIR, and DATABASE_URL on PostgreSQL). */
  readonly env: Record<string, string>;
  /** Runs SQL on the stopped server's data (PGlite opened in this process, or PostgreSQL). */
  query<R>(text: string): Promise<R[]>;
  destroy(): Promise<void>;
}

/** A copy of the suite's seeded template (PGlite folder, or a PostgreSQL database made from it). */
export async function serverData(backend: Backend): Promise<ServerData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-'));
  if (backend === 'pglite') {
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    rmSync(join(dataDir, 'server.lock'), { force: true });
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      async query<R>(text: string) {
        const { PGlite } = await import('@electric-sql/pglite');
        const db = new PGlite(join(dataDir, 'pglite'));
        try {
          return (await db.query<R>(text)).rows;
        } finally {
          await db.close();
        }
      },
      async destroy() {
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const templateUrl = inject('postgresTemplateUrl') as string;
  cpSync(inject('postgresTemplateDataDir') as string, dataDir, { recursive: true });
  const name = `portal_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
  await admin.connect();
  await admin.query(`create database "${name}" template "${new URL(templateUrl).pathname.slice(1)}"`);
  const url = withDatabase(templateUrl, name);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: url },
    async query<R>(text: string) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(text)).rows as R[];
      } finally {
        await client.end();
      }
    },
    async destroy() {
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
