import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import type { FileStore, StoredFile } from '../../storage/file-store';
import type { LinkSigner } from '../../storage/signed-links';

/** What a signed link gives: the stored file's row and its bytes. */
export interface Download {
  readonly file: StoredFile;
  readonly bytes: Readable;
}

/**
 * The file a signed, short-lived link names, or null when the link is bad or expired, the file unknown,
 * or its bytes missing from the store (deleted by hand, a bucket emptied): all the same 404, decided
 * before the answer starts rather than as a broken 200. The signature is the permission.
 */
export async function openSignedDownload(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  store: FileStore,
  signer: LinkSigner,
  link: { key: string; exp: string | undefined; sig: string | undefined },
): Promise<Download | null> {
  if (!signer.verify(link.key, link.exp, link.sig, ctx.clock.now())) return null;
  const file = await store.find(ctx.db, link.key);
  if (!file) return null;
  const bytes = await store.open(link.key);
  if (!bytes) return null;
  return { file, bytes };
}
