// The third server of the end-to-end suite (playwright.config.ts): the production bundle the first server
// already built over HTTPS, with a certificate made for the run (decision 044: HTTP/2 to browsers). It
// waits for the first server, so the two never build the same files at once. SIGTERM stops it; its
// folder goes with it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selfSignedCertificate } from '../../../../scripts/self-signed-certificate.mjs';
import { startBundle, stopWithSignals, waitFor } from './bundle-server.mjs';

const { PW_E2E_PORT, PW_HTTPS_PORT } = process.env;

await waitFor(`http://127.0.0.1:${PW_E2E_PORT}/readyz`, 240);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-https-'));
const { certFile, keyFile } = selfSignedCertificate(dataDir);
const server = startBundle({
  port: PW_HTTPS_PORT,
  origin: `https://127.0.0.1:${PW_HTTPS_PORT}`,
  dataDir,
  env: { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile },
});
stopWithSignals(server, dataDir);
