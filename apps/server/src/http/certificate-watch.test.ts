import { X509Certificate } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterEach, describe, expect, it } from 'vitest';
import type { Logger } from '../logger';
import { type SelfSignedCertificate, selfSignedCertificate } from '../test/self-signed-certificate';
import { watchCertificate } from './certificate-watch';
import { type Listener, listen } from './listen';

/** The SHA-256 fingerprint of the certificate a new TLS connection to `port` is answered with. */
function servedFingerprint(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
      resolve(socket.getPeerCertificate().fingerprint256);
      socket.destroy();
    });
    socket.on('error', reject);
  });
}

/** What the watcher logged. */
function recordingLogger() {
  const lines: { level: string; msg: string }[] = [];
  const log = (level: string) => (msg: string) => lines.push({ level, msg });
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines };
}

async function until(condition: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const fingerprintOf = (pair: SelfSignedCertificate) => new X509Certificate(pair.cert).fingerprint256;

describe('a renewed TLS certificate is served without a restart', () => {
  let listener: Listener | undefined;
  let stop: () => void = () => undefined;
  afterEach(async () => {
    stop();
    listener?.closeAll();
    await listener?.stopAccepting();
  });

  it('serves the new pair once both files are replaced, and keeps the old one while they do not match', async () => {
    const first = selfSignedCertificate();
    const renewed = selfSignedCertificate();
    const other = selfSignedCertificate();
    const folder = mkdtempSync(join(tmpdir(), 'portal-cert-watch-'));
    const certFile = join(folder, 'fullchain.pem');
    const keyFile = join(folder, 'privkey.pem');
    copyFileSync(first.certFile, certFile);
    copyFileSync(first.keyFile, keyFile);
    const started = { cert: readFileSync(certFile), key: readFileSync(keyFile), certFile, keyFile };
    listener = await listen(async () => new Response('ok'), { port: 0, host: '127.0.0.1', tls: started });
    const { logger, lines } = recordingLogger();
    const served = listener;
    stop = watchCertificate(started, (pair) => served.setCertificate(pair), logger, 30);
    expect(await servedFingerprint(listener.port)).toBe(fingerprintOf(first));

    // The certificate written first: for a moment it does not match the key on disk.
    copyFileSync(renewed.certFile, certFile);
    await until(() => lines.some((line) => line.level === 'warn'));
    expect(await servedFingerprint(listener.port)).toBe(fingerprintOf(first));
    copyFileSync(renewed.keyFile, keyFile);
    await until(() => lines.some((line) => line.msg === 'TLS certificate renewed'));
    expect(await servedFingerprint(listener.port)).toBe(fingerprintOf(renewed));

    // A broken renewal (another certificate's key) is not taken.
    copyFileSync(other.keyFile, keyFile);
    const warnings = lines.filter((line) => line.level === 'warn').length;
    await until(() => lines.filter((line) => line.level === 'warn').length > warnings);
    expect(await servedFingerprint(listener.port)).toBe(fingerprintOf(renewed));
  });
});
