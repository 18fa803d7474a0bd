import { X509Certificate } from 'node:crypto';
import { unwatchFile, watchFile } from 'node:fs';
import { readTlsPair, type TlsConfig, TlsEnvError, type TlsPair } from '../config/tls-env';
import type { Logger } from '../logger';

/** How often the certificate files are looked at: a renewal is served within a minute. */
const POLL_MS = 60_000;

/**
 * Serves a renewed certificate without a restart: certbot, acme.sh or an operator replaces the files of
 * `TLS_CERT_FILE` and `TLS_KEY_FILE` (often through a symbolic link), and new connections get the new
 * pair. The files are polled (`fs.watchFile`, which follows links and survives a file replaced by a
 * rename, where `fs.watch` does not). A pair that cannot be read or does not match, for instance between
 * the writes of the two files, is not taken: the server keeps the one it has, warns, and takes the next
 * good pair it sees. Returns the function that stops watching.
 */
export function watchCertificate(
  tls: Pick<TlsConfig, 'cert' | 'certFile' | 'keyFile'>,
  apply: (pair: TlsPair) => void,
  logger: Logger,
  pollMs: number = POLL_MS,
): () => void {
  // The pair the server started with, as read into the configuration.
  let served = new X509Certificate(tls.cert).fingerprint256;
  const look = () => {
    let pair: TlsPair;
    try {
      pair = readTlsPair(tls.certFile, tls.keyFile);
    } catch (error) {
      const problems = error instanceof TlsEnvError ? error.problems : [String(error)];
      logger.warn('renewed TLS certificate not taken; the current one is kept', { problems });
      return;
    }
    const certificate = new X509Certificate(pair.cert);
    if (certificate.fingerprint256 === served) return;
    apply(pair);
    served = certificate.fingerprint256;
    logger.info('TLS certificate renewed', { subject: certificate.subject, validTo: certificate.validTo });
  };
  const files = [tls.certFile, tls.keyFile];
  for (const file of files) watchFile(file, { interval: pollMs, persistent: false }, look);
  return () => {
    for (const file of files) unwatchFile(file, look);
  };
}
