import { messageForCode } from '@portal/domain';
import type { Endpoint, EndpointInput, EndpointResponse } from '../endpoint';
import { fillPath, joinUrl, queryString } from '../url';
import { parseEndpointInput, parseEndpointResponse } from '../validate';
import { ApiError, isAbortError } from './api-error';
import { errorFromAnswer } from './error-mapping';
import { fetchTransport } from './fetch-transport';
import type { Transport, TransportRequest, TransportResponse, UploadProgress } from './transport';
import { xhrTransport } from './xhr-transport';

/**
 * Where the client reads the session; the portal injects it (no global state). `refresh` renews the
 * tokens and tells whether it worked; the client calls it at most once per failed request.
 */
export interface SessionSource {
  getAccessToken(): string | null | undefined;
  getCustomerId(): string | number | null | undefined;
  refresh(): Promise<boolean>;
}

/** Options of one call. */
export interface CallOptions {
  /** Aborts the request; the call then rejects with the signal's reason (an `AbortError`). */
  readonly signal?: AbortSignal | undefined;
  /** Upload progress (PDF proof, images); uses XMLHttpRequest in the browser for real progress. */
  readonly onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** How to build a client. */
export interface ApiClientOptions {
  /** Origin (and prefix) of the API, e.g. `https://portal.example`; empty for the page's own origin. */
  readonly baseUrl?: string;
  readonly session?: SessionSource;
  /** Transport of ordinary calls; defaults to `fetch`. */
  readonly transport?: Transport;
  /** Transport of calls with an upload-progress listener; defaults to XMLHttpRequest when present. */
  readonly uploadTransport?: Transport;
}

/** The typed HTTP client of the contract. */
export interface ApiClient {
  readonly baseUrl: string;
  /**
   * How many writes (calls other than GET) this client has sent: a read preloaded before a write may
   * hold what the write changed, so `preloaded-reads.ts` hands it over only while this is unchanged.
   * Absent on clients that do not count (tests' fakes): then no preload is judged stale.
   */
  readonly writes?: number;
  /** Calls an endpoint: validates the input, sends it, maps failures to `ApiError`, parses the answer. */
  call<E extends Endpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResponse<E>>;
}

type Prepared = Omit<TransportRequest, 'headers' | 'signal' | 'onUploadProgress'> & {
  readonly headers: Record<string, string>;
};

function prepare(baseUrl: string, endpoint: Endpoint, input: Record<string, unknown>): Prepared {
  if (endpoint.responseKind === 'redirect') {
    throw new TypeError(`Endpoint "${endpoint.id}" is a browser link; build it with endpointUrl().`);
  }
  const parsed = parseEndpointInput(endpoint, input);
  if (!parsed.success) {
    throw new ApiError(400, 'REQUEST-400', messageForCode('REQUEST-400'), {
      endpointId: endpoint.id,
      issues: parsed.issues,
    });
  }
  const { params, query, headers, body } = parsed.data;
  const url = joinUrl(baseUrl, fillPath(endpoint.path, params)) + queryString(query);
  const sent: Record<string, string> = { Accept: 'application/json' };
  for (const [name, value] of Object.entries((headers ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) sent[name] = String(value);
  }
  if (endpoint.bodyKind === 'json') {
    sent['Content-Type'] = 'application/json';
    return { url, method: endpoint.method, headers: sent, body: JSON.stringify(body) };
  }
  if (endpoint.bodyKind === 'pdf') {
    sent['Content-Type'] = 'application/pdf';
    return { url, method: endpoint.method, headers: sent, body: body as Blob | ArrayBuffer | Uint8Array };
  }
  if (endpoint.bodyKind === 'multipart') {
    // No Content-Type: the FormData sets it with its boundary.
    return { url, method: endpoint.method, headers: sent, body: toFormData(body) };
  }
  return { url, method: endpoint.method, headers: sent };
}

/** Multipart fields: scalars as text, arrays of files repeated under the same name (`files`). */
function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
      else if (item !== undefined && item !== null) form.append(name, String(item));
    }
  }
  return form;
}

/** Creates a client. No timeout (spec section 7): callers abort through `CallOptions.signal`. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '';
  const session = options.session;
  const transport = options.transport ?? fetchTransport();
  const uploadTransport =
    options.uploadTransport ?? (typeof XMLHttpRequest === 'function' ? xhrTransport() : transport);
  // Parallel 401s share one refresh, so a burst of calls spends one refresh token, not many.
  let refreshing: Promise<boolean> | null = null;
  const refreshOnce = (): Promise<boolean> => {
    if (!session) return Promise.resolve(false);
    refreshing ??= session
      .refresh()
      .catch(() => false)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  // A 401 for a token that another call has already replaced needs no refresh of its own: retry with
  // the current one. Otherwise refresh (shared between parallel calls).
  const renewed = async (sentToken: string | null | undefined): Promise<boolean> => {
    const current = session?.getAccessToken();
    if (current && current !== sentToken) return true;
    return refreshOnce();
  };

  async function send(
    endpoint: Endpoint,
    prepared: Prepared,
    callOptions: CallOptions,
  ): Promise<TransportResponse> {
    const headers = { ...prepared.headers };
    const token = session?.getAccessToken();
    const customerId = session?.getCustomerId();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (customerId !== undefined && customerId !== null && customerId !== '')
      headers.Customer = String(customerId);
    const chosen = callOptions.onUploadProgress ? uploadTransport : transport;
    try {
      return await chosen({
        ...prepared,
        headers,
        signal: callOptions.signal,
        onUploadProgress: callOptions.onUploadProgress,
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      if (isAbortError(error)) throw error;
      throw new ApiError(0, 'NETWORK-ERROR', messageForCode('NETWORK-ERROR'), {
        endpointId: endpoint.id,
        cause: error,
      });
    }
  }

  async function finish(endpoint: Endpoint, response: TransportResponse): Promise<unknown> {
    const ok = response.status >= 200 && response.status <= 299;
    if (ok && endpoint.responseKind === 'file' && response.blob) return response.blob();
    const text = await response.text();
    if (response.status < 200 || response.status > 299) {
      throw errorFromAnswer(endpoint, response.status, text, response.header('Retry-After'));
    }
    if (endpoint.responseKind === 'empty') return undefined;
    // A transport without bytes (none of ours) still hands over the file, as text.
    if (endpoint.responseKind === 'file') return new Blob([text]);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (cause) {
      throw new ApiError(response.status, 'RESPONSE-INVALID', messageForCode('RESPONSE-INVALID'), {
        endpointId: endpoint.id,
        issues: [{ path: 'response', message: 'Answer is not JSON.' }],
        cause,
      });
    }
    const parsed = parseEndpointResponse(endpoint, json);
    if (!parsed.success) {
      throw new ApiError(response.status, 'RESPONSE-INVALID', messageForCode('RESPONSE-INVALID'), {
        endpointId: endpoint.id,
        issues: parsed.issues,
      });
    }
    return parsed.data;
  }

  let writes = 0;
  return {
    baseUrl,
    get writes() {
      return writes;
    },
    async call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, callOptions: CallOptions = {}) {
      const prepared = prepare(baseUrl, endpoint, input as Record<string, unknown>);
      if (endpoint.method !== 'GET') writes += 1;
      const sentToken = session?.getAccessToken();
      let response = await send(endpoint, prepared, callOptions);
      if (response.status === 401 && endpoint.auth !== 'public' && (await renewed(sentToken))) {
        await response.text().catch(() => '');
        response = await send(endpoint, prepared, callOptions);
      }
      return (await finish(endpoint, response)) as EndpointResponse<E>;
    },
  };
}
