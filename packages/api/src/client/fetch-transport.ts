import { bodySize, type Transport } from './transport';

/**
 * A transport over `fetch` (browser and Node). `fetch` reports no upload progress, so a progress
 * listener only hears 0 before sending and the full size once the server answered.
 */
export function fetchTransport(fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis)): Transport {
  return async (request) => {
    const size = bodySize(request.body);
    request.onUploadProgress?.({ loaded: 0, total: size });
    const init: RequestInit = { method: request.method, headers: request.headers };
    if (request.body !== undefined) init.body = request.body as BodyInit;
    if (request.signal) init.signal = request.signal;
    const response = await fetchImpl(request.url, init);
    if (size !== undefined) request.onUploadProgress?.({ loaded: size, total: size });
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      text: () => response.text(),
      blob: () => response.blob(),
    };
  };
}
