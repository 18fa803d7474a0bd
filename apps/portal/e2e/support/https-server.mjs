// The third server of the end-to-end suite (playwright.config.ts): the production bundle the first server
// already built (`apps/server/dist/main.js`, the portal build of `apps/portal/dist`) over HTTPS, with a
// certificate made for the run by the system's `openssl` (decision 044: HTTP/2 to browsers). It waits for
// the first server, so the two never build the same files at once. SIGTERM stops it; its folder goes.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const { PW_E2E_PORT, PW_HTTPS_PORT } = process.env;

async function waitFor(url, seconds) {
  for (let tries = 0; tries < seconds * 2; tries++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

await waitFor(`http://127.0.0.1:${PW_E2E_PORT}/readyz`, 240);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-https-'));
const certFile = join(dataDir, 'cert.pem');
const keyFile = join(dataDir, 'key.pem');
execFileSync(
  'openssl',
  ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
    .concat(['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'])
    .concat(['-addext', 'subjectAltName=IP:127.0.0.1']),
  { stdio: 'ignore' },
);
const origin = `https://127.0.0.1:${PW_HTTPS_PORT}`;
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
  cwd: join(repoRoot, 'apps/server'),
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: PW_HTTPS_PORT,
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    STATIC_DIR: join(repoRoot, 'apps/portal/dist'),
    TLS_CERT_FILE: certFile,
    TLS_KEY_FILE: keyFile,
    NODE_ENV: 'development',
    DATABASE_URL: '',
    SMTP_URL: '',
    IP_LOOKUP_URL: '',
    ARGON2_MEMORY_KIB: '1024',
    ARGON2_TIME_COST: '1',
    LOGINS_PER_ADDRESS: '1000',
    LOG_LEVEL: 'warn',
  },
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
server.once('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
