import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import type { AppContext } from '../../context';
import type { AppEnv } from '../../http/app-env';
import { errorResponse } from '../../http/error-response';
import { displayName } from '../../security/display-text';
import type { FileStore } from '../../storage/file-store';
import type { LinkSigner } from '../../storage/signed-links';
import { openSignedDownload } from './service';

/**
 * `filename*` of RFC 6266 plus an ASCII fallback, so accented names survive every browser. Direction
 * controls are removed (docs/product/rules.md, "Texts from outside"): `x\u202Efdp.exe` must not read
 * as `xexe.pdf` in the browser's download bar.
 */
function contentDisposition(stored: string): string {
  const name = displayName(stored) || 'arquivo';
  const ascii = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * `GET /files/<key>?exp=&sig=`: the signed, short-lived download links the documents calls answer.
 * No Authorization header is needed (the signature is the permission); a bad or expired link is a
 * 404, like a missing file. Always an attachment, never rendered inline, with `nosniff`.
 */
export function registerFileRoutes(
  app: Hono<AppEnv>,
  ctx: AppContext,
  store: FileStore,
  signer: LinkSigner,
): void {
  app.get('/files/:key', async (c) => {
    const download = await openSignedDownload(ctx, store, signer, {
      key: c.req.param('key'),
      exp: c.req.query('exp'),
      sig: c.req.query('sig'),
    });
    if (!download) return errorResponse(c, 404, 'NOT-FOUND-404');
    const { file, bytes } = download;
    const body = Readable.toWeb(bytes) as ReadableStream<Uint8Array>;
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': file.contentType,
        'Content-Length': String(file.byteSize),
        'Content-Disposition': contentDisposition(file.downloadName),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });
}
