import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type SelfSignedCertificate,
  selfSignedCertificate as writeSelfSignedCertificate,
} from '../../../../scripts/self-signed-certificate.mjs';

export type { SelfSignedCertificate };

/**
 * A certificate for 127.0.0.1 and localhost, signed by its own key, in a fresh folder: what an operator's
 * own certificate looks like (the maker the Lighthouse run and the e2e suite use).
 */
export function selfSignedCertificate(): SelfSignedCertificate {
  return writeSelfSignedCertificate(mkdtempSync(join(tmpdir(), 'portal-tls-')));
}
