import { request as httpRequest } from 'node:http';
import type { Transport } from '../client/transport';

/**
 * Node's own HTTP client as a transport, for hook tests under happy-dom: the test talks to a real
 * socket whatever happy-dom does to fetch. Every request's abort signal is pushed to `signals`.
 */
export function nodeTransport(signals: AbortSignal[] = []): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      if (request.signal) signals.push(request.signal);
      const outgoing = httpRequest(
        request.url,
        {
          method: request.method,
          headers: request.headers,
          ...(request.signal ? { signal: request.signal } : {}),
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              header: (name) => {
                const value = response.headers[name.toLowerCase()];
                return typeof value === 'string' ? value : null;
              },
              text: async () => Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end();
    });
}
