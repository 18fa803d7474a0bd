import { readFileSync } from 'node:fs';
import { createSecureContext } from 'node:tls';
import * as z from 'zod';

/** A certificate and its key, read and matched. */
export interface TlsPair {
  /** PEM: the certificate, then its intermediates. */
  readonly cert: Buffer;
  /** PEM: the certificate's private key. */
  readonly key: Buffer;
}

/** The certificate the server answers HTTPS and HTTP/2 with (`TLS_CERT_FILE` and `TLS_KEY_FILE`). */
export interface TlsConfig extends TlsPair {
  /** Absolute paths, watched for a renewed certificate (http/certificate-watch.ts). */
  readonly certFile: string;
  readonly keyFile: string;
}

/** The variables of HTTPS, merged into the environment schema of `env.ts`. */
export const tlsEnvShape = {
  TLS_CERT_FILE: z.string().min(1, 'não pode ser vazio').optional(),
  TLS_KEY_FILE: z.string().min(1, 'não pode ser vazio').optional(),
};

/** The parsed HTTPS variables (both optional). */
export type TlsEnv = { [K in keyof typeof tlsEnvShape]?: z.infer<(typeof tlsEnvShape)[K]> };

/** Thrown with the lines (`VARIÁVEL: problema`) of an HTTPS setting the server cannot use. */
export class TlsEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

/**
 * The certificate and key of a checked environment, read and matched now, so a wrong path, an unreadable
 * file or a key of another certificate stops the start with a clear line instead of failing the first
 * visitor's handshake. Neither variable: undefined (plain HTTP, behind a TLS-terminating balancer).
 */
export function tlsConfigOf(e: TlsEnv, absolute: (path: string) => string): TlsConfig | undefined {
  if (e.TLS_CERT_FILE === undefined && e.TLS_KEY_FILE === undefined) return undefined;
  if (e.TLS_CERT_FILE === undefined || e.TLS_KEY_FILE === undefined) {
    const missing = e.TLS_CERT_FILE === undefined ? 'TLS_CERT_FILE' : 'TLS_KEY_FILE';
    throw new TlsEnvError([`${missing}: defina TLS_CERT_FILE e TLS_KEY_FILE juntos (ou nenhum dos dois)`]);
  }
  const certFile = absolute(e.TLS_CERT_FILE);
  const keyFile = absolute(e.TLS_KEY_FILE);
  return { ...readTlsPair(certFile, keyFile), certFile, keyFile };
}

/**
 * Reads a certificate and its key and checks that they form a pair Node can serve, or throws a
 * TlsEnvError naming what is wrong (a file it cannot read, or files that are not a PEM pair).
 */
export function readTlsPair(certFile: string, keyFile: string): TlsPair {
  const problems: string[] = [];
  const read = (name: string, path: string): Buffer | undefined => {
    try {
      return readFileSync(path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'erro';
      problems.push(`${name}: não foi possível ler ${path} (${code})`);
      return undefined;
    }
  };
  const cert = read('TLS_CERT_FILE', certFile);
  const key = read('TLS_KEY_FILE', keyFile);
  if (!cert || !key) throw new TlsEnvError(problems);
  try {
    createSecureContext({ cert, key });
  } catch {
    throw new TlsEnvError([
      'TLS_CERT_FILE, TLS_KEY_FILE: não formam um par certificado e chave em PEM (confira os arquivos)',
    ]);
  }
  return { cert, key };
}
