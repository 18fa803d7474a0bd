import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig } from '../config/env';
import { ManualClock } from '../security/clock';
import { type RunningServer, startServer } from '../server';
import { TEST_ENV, withDatabase } from './test-env';

/** The databases the integration suite runs on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export type Backend = 'pglite' | 'postgres';

/** The backends of this run, for `describe.each(backends())`. */
export function backends(): Backend[] {
  return inject('postgresTemplateUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A real server on a private copy of the seeded template, with a clock the test moves. */
export interface TestServer extends RunningServer {
  readonly clock: ManualClock;
  readonly dataDir: string;
  /** `fetch` against the server: `path` is relative to its URL. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST/GET JSON helper; returns status, parsed body and headers. */
  json(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary fields of the JSON answers.
  ): Promise<{ status: number; body: any; headers: Headers }>;
  /** Stops the server and deletes its data. */
  stop(): Promise<void>;
}

/** Copies the template (PGlite folder or PostgreSQL template database) and starts a server on it. */
export async function startTestServer(
  backend: Backend,
  options: { env?: Record<string, string>; portalDir?: string } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-test-'));
  const env: Record<string, string> = { ...TEST_ENV, DATA_DIR: dataDir, ...options.env };
  let dropDatabase = async () => {};
  if (backend === 'pglite') {
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    rmSync(join(dataDir, 'server.lock'), { force: true });
  } else {
    const templateUrl = inject('postgresTemplateUrl');
    const templateDataDir = inject('postgresTemplateDataDir');
    if (!templateUrl || !templateDataDir)
      throw new Error('PostgreSQL backend requested without DATABASE_URL');
    cpSync(templateDataDir, dataDir, { recursive: true });
    const name = `portal_t_${randomBytes(6).toString('hex')}`;
    const template = new URL(templateUrl).pathname.slice(1);
    const admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    env.DATABASE_URL = withDatabase(templateUrl, name);
    dropDatabase = async () => {
      await dropWhenDrained(admin, name);
      await admin.end();
    };
  }
  const clock = new ManualClock();
  const server = await startServer(loadConfig(env), {
    clock,
    portalDir: options.portalDir ?? join(dataDir, 'no-portal-build'),
  });
  // Work a handler left for after its answer (the reset e-mail) is done before the test looks at it.
  const fetchPath = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
    await server.ctx.background.idle();
    return response;
  };
  return {
    ...server,
    clock,
    dataDir,
    fetch: fetchPath,
    async json(method, path, { body, token, headers } = {}) {
      const response = await fetchPath(path, {
        method,
        headers: {
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON (HTML pages): keep the text.
      }
      return { status: response.status, body: parsed, headers: response.headers };
    },
    async stop() {
      await server.close(1000);
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Drops a test database once the stopped server's connections are gone. `pool.end()` resolves before its
 * sockets finish closing, and forcing the drop at that moment kills them mid-shutdown (an unhandled
 * 57P01 in the test process), so wait for them first and force only as a last resort.
 */
async function dropWhenDrained(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
    if (open.rowCount === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists "${name}" with (force)`);
}

/** Decodes a JWT's payload without checking it (to read the claims in assertions). */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/** A distinct client address for a test (requests carry it in `X-Forwarded-For`). */
export function clientAddress(): Record<string, string> {
  const b = randomBytes(3);
  return { 'x-forwarded-for': `10.${b[0]}.${b[1]}.${b[2]}` };
}
