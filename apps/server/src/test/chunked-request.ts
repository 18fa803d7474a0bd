import { connect } from 'node:net';

/** What a raw chunked upload saw: the answer's status line and body, and how much was sent before it. */
export interface ChunkedOutcome {
  readonly status: number;
  readonly body: string;
  /** Body bytes written to the socket when the first byte of the answer arrived. */
  readonly sentBeforeAnswer: number;
}

/**
 * Sends `totalBytes` of `fill` as a `Transfer-Encoding: chunked` body (no Content-Length) over a plain
 * socket, honouring back-pressure, and stops writing as soon as the server answers. A server that buffers
 * the whole body before answering makes `sentBeforeAnswer` reach `totalBytes`.
 */
export function sendChunked(
  baseUrl: string,
  path: string,
  options: { headers?: Record<string, string>; totalBytes: number; chunkBytes?: number; fill?: string },
): Promise<ChunkedOutcome> {
  const url = new URL(baseUrl);
  const chunk = Buffer.alloc(options.chunkBytes ?? 64 * 1024, options.fill ?? 'a');
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${url.host}`,
    'Transfer-Encoding: chunked',
    ...Object.entries(options.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    let sent = 0;
    let sentBeforeAnswer = -1;
    let answer = '';
    const finish = () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      const headerEnd = answer.indexOf('\r\n\r\n');
      let body = headerEnd >= 0 ? answer.slice(headerEnd + 4) : '';
      // A chunked answer: keep the first chunk's data (our answers are one small JSON chunk).
      if (/transfer-encoding: chunked/i.test(answer.slice(0, headerEnd))) {
        body = body
          .replace(/^[0-9a-f]+\r\n/i, '')
          .replace(/\r\n0\r\n\r\n$/, '')
          .replace(/\r\n$/, '');
      }
      socket.destroy();
      resolve({ status, body, sentBeforeAnswer: sentBeforeAnswer < 0 ? sent : sentBeforeAnswer });
    };
    socket.on('data', (data) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      answer += data.toString('utf8');
      const headerEnd = answer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = /content-length: (\d+)/i.exec(answer.slice(0, headerEnd))?.[1];
      const complete =
        length !== undefined
          ? Buffer.byteLength(answer.slice(headerEnd + 4)) >= Number(length)
          : answer.endsWith('\r\n0\r\n\r\n');
      if (complete) finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server hanging up on a body it refused is expected once it has answered.
      if (answer !== '') finish();
      else if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    socket.on('close', () => {
      if (answer !== '') finish();
      else reject(new Error(`connection closed without an answer after ${sent} bytes`));
    });
    socket.on('connect', async () => {
      socket.write(head);
      const prefix = Buffer.from(`${chunk.byteLength.toString(16)}\r\n`);
      while (sent < options.totalBytes && sentBeforeAnswer < 0 && !socket.destroyed) {
        const ok = socket.write(Buffer.concat([prefix, chunk, Buffer.from('\r\n')]));
        sent += chunk.byteLength;
        if (!ok)
          await new Promise((r) => {
            socket.once('drain', r);
            socket.once('close', r);
          });
      }
      if (sentBeforeAnswer < 0 && !socket.destroyed) socket.write('0\r\n\r\n');
    });
  });
}
