import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A certificate for 127.0.0.1 and localhost, signed by its own key, written to a fresh folder. */
export interface SelfSignedCertificate {
  readonly certFile: string;
  readonly keyFile: string;
  /** The certificate's PEM, for a client's `ca`. */
  readonly cert: Buffer;
}

/** Made by the system's `openssl` (EC P-256, one day): what an operator's own certificate looks like. */
export function selfSignedCertificate(): SelfSignedCertificate {
  const folder = mkdtempSync(join(tmpdir(), 'portal-tls-'));
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
    ],
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile) };
}
