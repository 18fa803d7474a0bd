// A certificate for 127.0.0.1 signed by its own key (EC P-256, one day), made by the system's `openssl`
// in `folder`: what the Lighthouse run and the end-to-end suite serve HTTPS with (decision 044).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Writes `cert.pem` and `key.pem` into `folder`; returns their paths and the certificate's PEM. */
export function selfSignedCertificate(folder) {
  const certFile = join(folder, 'cert.pem');
  const keyFile = join(folder, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
      .concat(['-keyout', keyFile, '-out', certFile, '-days', '1', '-subj', '/CN=127.0.0.1'])
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost']),
    { stdio: 'ignore' },
  );
  return { certFile, keyFile, cert: readFileSync(certFile) };
}
