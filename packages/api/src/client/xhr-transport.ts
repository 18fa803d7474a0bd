import { bodySize, type Transport } from './transport';

/**
 * A transport over `XMLHttpRequest`, used in the browser for uploads that report progress: `fetch`
 * has no upload progress, and streaming request bodies need HTTP/2, which our one-port server does
 * not speak (docs/decisions, API contract record).
 */
export function xhrTransport(): Transport {
  return (request) =>
    new Promise((resolve, reject) => {
      const signal = request.signal;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
      const onProgress = request.onUploadProgress;
      const size = bodySize(request.body);
      let reported = -1;
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          reported = event.loaded;
          onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : size });
        };
      }
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        done();
        // The server answered, so every byte arrived: make sure the bar ends full even when the
        // browser coalesced or skipped the last progress event.
        if (onProgress && size !== undefined && reported < size) onProgress({ loaded: size, total: size });
        resolve({
          status: xhr.status,
          header: (name) => xhr.getResponseHeader(name),
          text: async () => xhr.responseText,
        });
      };
      xhr.onerror = () => {
        done();
        reject(new TypeError('Network request failed'));
      };
      xhr.onabort = () => {
        done();
        reject(signal?.reason ?? new DOMException('The request was aborted.', 'AbortError'));
      };
      xhr.send((request.body as XMLHttpRequestBodyInit | undefined) ?? null);
    });
}
