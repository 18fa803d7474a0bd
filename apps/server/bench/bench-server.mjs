// What the import benchmarks share (import.mjs, spreadsheet.mjs): the production bundle built and
// started on a temporary DATA_DIR (or the caller's DATABASE_URL) on a random loopback port, and the
// made-up customers' CPFs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** Waits for `/readyz`, failing as soon as the server process has exited. */
export async function waitReady(url, child) {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** Builds `dist/main.js` and starts it in production mode; `stop()` ends it and removes its folder. */
export async function startBenchServer(name) {
  await new Promise((resolve, reject) => {
    const build = spawn(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'inherit' });
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
  });
  const dataDir = mkdtempSync(join(tmpdir(), `portal-bench-${name}-`));
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
