// What the suite's extra servers share (sienge-server.mjs, https-server.mjs): waiting for the first
// server, which builds the portal and the server bundle, and starting that bundle (apps/server/dist)
// on its own port and data folder, with the environment the suite runs every server with.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THROWAWAY_SERVER_ENV } from '../../../../scripts/throwaway-server.mjs';

export const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** Resolves once `url` answers 2xx, polling twice a second for up to `seconds`. */
export async function waitFor(url, seconds) {
  for (let tries = 0; tries < seconds * 2; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/** Starts the production bundle with the suite's environment plus `env`; its stderr is the caller's. */
export function startBundle({ port, origin, dataDir, env = {} }) {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(repoRoot, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      ...THROWAWAY_SERVER_ENV,
      PORT: port,
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      STATIC_DIR: join(repoRoot, 'apps/portal/dist'),
      NODE_ENV: 'development',
    },
  });
}

/**
 * On SIGTERM or SIGINT (Playwright stopping its web servers): stops `server` gracefully, runs `cleanUp`,
 * removes `dataDir` and exits. A server that dies on its own takes this process with it, so Playwright
 * sees the failure.
 */
export function stopWithSignals(server, dataDir, cleanUp = async () => {}) {
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.once('exit', (code) => {
    if (code !== 0 && code !== null) process.exit(code);
  });
}
