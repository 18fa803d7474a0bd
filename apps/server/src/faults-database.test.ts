import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerBundle,
  type ChildServer,
  killAllChildServers,
  startChildServer,
} from './test/child-server';
import { ACCOUNTS } from './test/demo-fixtures';
import { type OwnPostgres, postgresBinDir, startOwnPostgres } from './test/own-postgres';

// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary fields of the JSON answers.
type Answer = { status: number; body: any; ms: number };

/** One call with a deadline: a hang fails the test as clearly as a wrong status. */
async function call(
  server: ChildServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-forwarded-for': '10.90.0.1',
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body, ms: performance.now() - started };
}

const missing = postgresBinDir() === undefined;
if (missing) console.warn('faults-database: PostgreSQL binaries not installed, test skipped');

/**
 * The production bundle on a PostgreSQL cluster of its own, which the test stops while the server runs:
 * health and API calls answer 503 with the catalogue's Portuguese text at once (no hang, no 500, no
 * crash), and the same process serves again when the database returns. PGlite is embedded in the
 * process, so it has no "unreachable" state to test.
 */
describe.skipIf(missing)('the database unreachable for a while (PostgreSQL)', { timeout: 120_000 }, () => {
  let cluster: OwnPostgres | undefined;
  let server: ChildServer;
  let dataDir: string;

  beforeAll(async () => {
    buildServerBundle();
    cluster = await startOwnPostgres();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-faults-db-'));
    server = await startChildServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await killAllChildServers();
    cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is stopped, never crashes, and recovers without a restart', async () => {
    const login = await call(server, 'POST', '/api/v1/token', {
      body: { email: ACCOUNTS.ana.email, password: ACCOUNTS.ana.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.access_token as string;
    const enterprises = '/api/v1/enterprises?query=&offset=0&limit=8';
    expect((await call(server, 'GET', enterprises, { token })).status).toBe(200);
    expect((await call(server, 'GET', '/readyz')).status).toBe(200);

    cluster?.stop();

    const ready = await call(server, 'GET', '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'unavailable', database: 'postgres' });
    const answers = [
      await call(server, 'GET', enterprises, { token }),
      await call(server, 'POST', '/api/v1/token', {
        body: { email: ACCOUNTS.ana.email, password: ACCOUNTS.ana.password },
      }),
      await call(server, 'POST', '/api/v1/user/ticket', {
        token,
        body: { title: 'Financeiro', message: 'Banco fora do ar?' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(503);
      expect(answer.body).toEqual({
        code: 'SERVICE-UNAVAILABLE-503',
        msg: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
        error: 'O serviço está temporariamente indisponível. Tente novamente em alguns instantes.',
      });
      expect(answer.ms).toBeLessThan(8_000);
    }
    // A few seconds down: the process is still there and still says so.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await call(server, 'GET', '/readyz')).status).toBe(503);
    expect(server.process.exitCode).toBeNull();
    expect(server.output()).not.toContain('"unhandled error"');

    cluster?.start();

    let readyAgain = false;
    for (let attempt = 0; attempt < 60 && !readyAgain; attempt++) {
      readyAgain = (await call(server, 'GET', '/readyz')).status === 200;
      if (!readyAgain) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(readyAgain).toBe(true);
    expect((await call(server, 'GET', enterprises, { token })).status).toBe(200);
    const ticket = await call(server, 'POST', '/api/v1/user/ticket', {
      token,
      body: { title: 'Financeiro', message: 'Voltou.' },
    });
    expect(ticket.status).toBe(200);
    expect(server.process.exitCode).toBeNull();
  });
});
