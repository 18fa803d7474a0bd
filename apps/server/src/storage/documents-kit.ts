import { resolveJwtSecret } from '../config/jwt-secret';
import type { AppContext } from '../context';
import type { FileStore } from './file-store';
import { createLinkSigner, type LinkSigner } from './signed-links';

/** The file store of the context and the link signer, built once per server. */
export interface DocumentsKit {
  readonly store: FileStore;
  readonly signer: LinkSigner;
  /** Largest proof of payment accepted, in bytes (1024 MB; tests lower it). */
  readonly maxProofBytes: number;
  /** Storage for all the proofs of one customer, in bytes (`PROOF_QUOTA_MB`; tests lower it). */
  readonly proofQuotaBytes: number;
}

/** 1024 MB, the limit the portal states and the server enforces (product rule §4). */
export const MAX_PROOF_BYTES = 1024 * 1024 * 1024;

/** Builds the kit for a context; `maxProofBytes` is injectable so tests can prove the 413 cheaply. */
export function createDocumentsKit(
  ctx: AppContext,
  options: { maxProofBytes?: number; proofQuotaBytes?: number } = {},
): DocumentsKit {
  return {
    store: ctx.files,
    signer: createLinkSigner(resolveJwtSecret(ctx.config)),
    maxProofBytes: options.maxProofBytes ?? MAX_PROOF_BYTES,
    proofQuotaBytes: options.proofQuotaBytes ?? ctx.config.proofQuotaBytes,
  };
}
