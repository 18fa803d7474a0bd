import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configProblemOf } from '../test/config-problem';
import { selfSignedCertificate } from '../test/self-signed-certificate';
import { loadConfig } from './env';

describe('HTTPS configuration (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  it('speaks plain HTTP when neither is set, and links e-mails to http://', () => {
    const config = loadConfig({}, '/');
    expect(config.tls).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('reads the certificate and its key, relative to the folder of the command, and links to https://', () => {
    const pair = selfSignedCertificate();
    const folder = join(pair.certFile, '..');
    const config = loadConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem', PORT: '8443' }, folder);
    expect(config.tls?.cert.equals(pair.cert)).toBe(true);
    expect(config.tls?.key.toString()).toContain('PRIVATE KEY');
    expect(config.publicUrl).toBe('https://localhost:8443');
  });

  it('refuses half a pair, naming the one missing', () => {
    const pair = selfSignedCertificate();
    expect(configProblemOf({ TLS_CERT_FILE: pair.certFile })).toContain(
      'TLS_KEY_FILE: defina TLS_CERT_FILE e TLS_KEY_FILE juntos (ou nenhum dos dois)',
    );
    expect(configProblemOf({ TLS_KEY_FILE: pair.keyFile })).toContain('TLS_CERT_FILE: defina');
  });

  it('refuses a file it cannot read, naming the path and the reason', () => {
    const pair = selfSignedCertificate();
    const message = configProblemOf({ TLS_CERT_FILE: '/nao/existe/cert.pem', TLS_KEY_FILE: pair.keyFile });
    expect(message).toContain('TLS_CERT_FILE: não foi possível ler /nao/existe/cert.pem (ENOENT)');
    expect(message).not.toContain('TLS_KEY_FILE');
  });

  it('refuses a key of another certificate, and a file that is not PEM', () => {
    const one = selfSignedCertificate();
    const other = selfSignedCertificate();
    const mismatch = 'TLS_CERT_FILE, TLS_KEY_FILE: não formam um par certificado e chave em PEM';
    expect(configProblemOf({ TLS_CERT_FILE: one.certFile, TLS_KEY_FILE: other.keyFile })).toContain(mismatch);
    const notPem = join(one.certFile, '..', 'texto.pem');
    writeFileSync(notPem, 'isto não é um certificado');
    expect(configProblemOf({ TLS_CERT_FILE: notPem, TLS_KEY_FILE: one.keyFile })).toContain(mismatch);
  });
});
