/** A certificate and its key written by `selfSignedCertificate`, and the certificate's PEM. */
export interface SelfSignedCertificate {
  readonly certFile: string;
  readonly keyFile: string;
  /** The certificate's PEM, for a client's `ca`. */
  readonly cert: Buffer;
}

/** Writes `cert.pem` and `key.pem` for 127.0.0.1 and localhost into `folder` (system `openssl`). */
export function selfSignedCertificate(folder: string): SelfSignedCertificate;
