import type { AppContext } from '../../../context';
import type { DocumentsKit } from '../../../storage/documents-kit';
import type { StoredFile } from '../../../storage/file-store';

/** A generated PDF kept in the file store, and the short-lived link the caller downloads it by. */
export interface IssuedDocument {
  readonly file: StoredFile;
  readonly url: string;
}

/** Stores a generated PDF under its download name and signs a link to it, both as of `now`. */
export async function storeIssuedPdf(
  ctx: AppContext,
  kit: DocumentsKit,
  pdf: Uint8Array,
  meta: { kind: 'slip' | 'statement' | 'income-tax'; downloadName: string },
  now: Date,
): Promise<IssuedDocument> {
  const file = await kit.store.put(ctx.db, pdf, { ...meta, contentType: 'application/pdf' }, now);
  return { file, url: kit.signer.sign(file.key, now) };
}
