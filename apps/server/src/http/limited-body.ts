import type { Context } from 'hono';
import type { AppEnv } from './app-env';

/** The outcome of reading a body under a limit. */
export type LimitedBody =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'too-large' | 'aborted' };

/**
 * Reads a request body while counting it, and stops at the first byte past `maxBytes`: a declared
 * `Content-Length` over the limit is refused before reading, and a chunked body (no length) is cut as it
 * streams, so at most `maxBytes` plus one chunk is ever held (decision 016). The
 * rest of the body is left to the HTTP layer, which drains a little and closes the connection.
 */
export async function readLimitedBody(c: Context<AppEnv>, maxBytes: number): Promise<LimitedBody> {
  const declared = c.req.header('content-length');
  const declaredBytes = declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
  return readLimitedStream(c.req.raw.body, declaredBytes, maxBytes);
}

/**
 * Reads a byte stream (a request's body, or an answer's from outside) up to `maxBytes`: refused before
 * reading when its declared length is over (the stream is left to its owner), cut at the first chunk
 * past it, so at most `maxBytes` plus one chunk is held. A stream that breaks mid-way is `aborted`.
 */
export async function readLimitedStream(
  stream: ReadableStream<Uint8Array> | null,
  declaredBytes: number | undefined,
  maxBytes: number,
): Promise<LimitedBody> {
  if (declaredBytes !== undefined && declaredBytes > maxBytes) return { ok: false, reason: 'too-large' };
  if (!stream) return { ok: true, bytes: new Uint8Array(0) };
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(value);
    }
  } catch {
    return { ok: false, reason: 'aborted' };
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
