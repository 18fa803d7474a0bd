import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentEncoding } from './content-encoding';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** File types worth compressing (text); images and fonts are compressed formats already. */
const COMPRESSIBLE: ReadonlySet<string> = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.webmanifest',
  '.map',
]);

/** Smaller than this, compression saves less than the header costs. */
const MIN_BYTES = 1024;

/** Tells whether a file of this extension and size is sent compressed. */
export function isCompressible(extension: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(extension.toLowerCase());
}

/**
 * The portal's static files compressed once per encoding (brotli at its best quality, gzip at 9) and
 * kept: the hashed files under `assets/` never change, so the first request pays the compression and
 * every later one gets the bytes as they are. The 275 KiB entry script goes out as about 77 KiB of
 * brotli — what a phone on a slow network feels. Files outside `assets/` may change; the key carries
 * their modification time.
 */
export class CompressedStaticFiles {
  private readonly cache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  get(key: string, body: Buffer, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
    const cacheKey = `${encoding}:${key}`;
    let compressed = this.cache.get(cacheKey);
    if (!compressed) {
      // Copied once into a plain ArrayBuffer-backed array: the type Hono's body takes.
      compressed = (
        encoding === 'br'
          ? brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            })
          : gzipAsync(body, { level: 9 })
      ).then((bytes) => new Uint8Array(bytes));
      compressed.catch(() => this.cache.delete(cacheKey));
      this.cache.set(cacheKey, compressed);
    }
    return compressed;
  }
}
