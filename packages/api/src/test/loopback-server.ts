import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface ReceivedRequest {
  readonly method: string;
  readonly url: URL;
  readonly headers: IncomingMessage['headers'];
  readonly body: Buffer;
}

/** What a handler answers: status, JSON (or raw text) body, extra headers; `delayMs` holds the answer. */
export interface Answer {
  readonly status: number;
  readonly json?: unknown;
  readonly text?: string;
  readonly headers?: Record<string, string>;
  readonly delayMs?: number;
}

/** A real HTTP server on 127.0.0.1 for client tests. */
export interface LoopbackServer {
  readonly baseUrl: string;
  readonly requests: ReceivedRequest[];
  /** Replaces the handler; it receives each request in turn. */
  handle(handler: (request: ReceivedRequest) => Answer): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function reply(response: ServerResponse, answer: Answer): void {
  const body =
    answer.text ?? (answer.json === undefined || answer.status === 204 ? '' : JSON.stringify(answer.json));
  const type = answer.text === undefined ? 'application/json' : 'text/plain';
  response.writeHead(answer.status, { 'Content-Type': type, ...answer.headers });
  response.end(body);
}

/** Starts a loopback server on a free port. */
export async function startLoopbackServer(): Promise<LoopbackServer> {
  const requests: ReceivedRequest[] = [];
  let handler: (request: ReceivedRequest) => Answer = () => ({ status: 500, json: {} });
  const server = createServer(async (request, response) => {
    // A client that aborts mid-upload makes the body stream fail: nothing to answer then.
    const body = await readBody(request).catch(() => null);
    if (body === null) return;
    const received: ReceivedRequest = {
      method: request.method ?? 'GET',
      url: new URL(request.url ?? '/', 'http://127.0.0.1'),
      headers: request.headers,
      body,
    };
    requests.push(received);
    const answer = handler(received);
    if (answer.delayMs) {
      const timer = setTimeout(() => reply(response, answer), answer.delayMs);
      response.on('close', () => clearTimeout(timer));
    } else {
      reply(response, answer);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
