// What the benchmarks share (import.mjs, spreadsheet.mjs, reads.mjs, load.mjs): the production bundle
// built and started on a temporary DATA_DIR (or the caller's DATABASE_URL) on a free loopback port,
// a throw-away PostgreSQL database, a process's CPU time, sign-in, and the made-up customers' CPFs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Waits for `/readyz`, failing as soon as the server process (when there is one) has exited. */
export async function waitReady(url, child) {
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

/** Builds `dist/main.js` (scripts/build.mjs). */
export async function buildBundle() {
  await new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
}

/** A loopback port the system says is free (others may run benchmarks on this machine at once). */
async function freePort() {
  return await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** User + system CPU time of a process so far, in ms (Linux /proc; null elsewhere). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/**
 * Starts the built `dist/main.js` in production mode on a free loopback port. `env` is laid over the
 * caller's environment and the bench defaults; a key set to `undefined` is removed (e.g.
 * `DATABASE_URL: undefined` for PGlite whatever the caller's shell holds). Without `dataDir` a
 * temporary folder named after `name` is made, and `stop()` removes it; a given `dataDir` is kept.
 */
export async function startBundle({ name = 'server', dataDir, env = {} } = {}) {
  const ownDir = dataDir ? undefined : mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
  const dir = dataDir ?? ownDir;
  const port = String(await freePort());
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // The bench reads and logs in as the demo's people (decision 047: only with DEMO_DATA=1).
    DEMO_DATA: '1',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    STATIC_DIR: dir,
    ...env,
  };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const removeOwnDir = () => {
    if (ownDir) rmSync(ownDir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitReady(url, child);
  } catch (error) {
    child.kill('SIGTERM');
    removeOwnDir();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    cpuMs: () => cpuMs(child.pid),
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('exit', r);
        child.kill('SIGTERM');
      }).then(removeOwnDir),
  };
}

/** Builds `dist/main.js` and starts it on a temporary folder; `stop()` ends it and removes the folder. */
export async function startBenchServer(name, options = {}) {
  await buildBundle();
  return await startBundle({ ...options, name });
}

/**
 * A throw-away database on the cluster of `clusterUrl` (named `<prefix>_<pid>_<time>`), dropped by
 * `drop()`; `backendCpuMs()` gives the CPU so far (ms) of each of its backends by pid, or null when
 * /proc is not readable.
 */
export async function throwAwayDatabase(clusterUrl, prefix = 'portal_bench') {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const adminUrl = new URL(clusterUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async backendCpuMs() {
      const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [name]);
      const byPid = new Map();
      for (const { pid } of rows) {
        const ms = cpuMs(pid);
        if (ms === null) return null;
        byPid.set(pid, ms);
      }
      return byPid;
    },
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => {});
      await admin.end();
    },
  };
}

/** Signs in through `POST /api/v1/token` (with `headers` added) and answers the access token. */
export async function signIn(url, email, password, headers = {}) {
  const res = await fetch(`${url}/api/v1/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status}`);
  return (await res.json()).access_token;
}

/** A valid CPF from a 9-digit base (Receita Federal modulo 11). */
export function cpf(base) {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (let round = 0; round < 2; round += 1) {
    const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}
