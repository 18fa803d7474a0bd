import { readLimitedStream } from '../../http/limited-body';
import {
  OUTBOUND_MAX_BYTES,
  type OutboundPolicy,
  OutboundRefusedError,
  safeFetch,
} from '../../security/safe-fetch';

/**
 * A small client of a Sienge tenant's REST API (`https://api.sienge.com.br/{tenant}/public/api/v1`):
 * HTTP Basic, GET only, pages of at most 200 rows read through `resultSetMetadata`, time-outs, and
 * retries that respect the tenant's rate limit (docs/decisions/024-sienge-connector.md).
 */

/** Sienge's largest page (`limit` above 200 is refused or cut by the API). */
export const SIENGE_PAGE_LIMIT = 200;

/**
 * Most rows one list may hold (decision 058): far above a real tenant (5,000 bills, a few tens of
 * thousands of customers), far below what a broken or hostile `count` claims. A larger `count` stops
 * the list after its first page; at most `SIENGE_MAX_ROWS / SIENGE_PAGE_LIMIT` pages are ever read.
 */
export const SIENGE_MAX_ROWS = 200_000;

/** Largest JSON answer read from the API (a page of 200 rows is a few hundred KB). */
const MAX_JSON_BYTES = 32 * 1024 * 1024;

/** What went wrong with a call, for the sync report and the logs. */
export type SiengeErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limit'
  | 'server'
  | 'network'
  | 'timeout'
  | 'refused'
  | 'invalid-response';

/** A call that failed for good (after the retries a transient failure deserves). */
export class SiengeError extends Error {
  override name = 'SiengeError';
  constructor(
    message: string,
    readonly kind: SiengeErrorKind,
    readonly path: string,
    readonly status: number | undefined,
    readonly attempts: number,
  ) {
    super(message);
  }
}

/** One page of a list call. */
export interface SiengePage {
  readonly rows: readonly unknown[];
  /** Total rows the query matches (`resultSetMetadata.count`). */
  readonly count: number;
  readonly offset: number;
}

/** Query values; `undefined` ones are left out, arrays travel comma-separated as Sienge expects. */
export type SiengeQuery = Readonly<Record<string, string | number | boolean | readonly number[] | undefined>>;

/** How the client reaches the tenant and how patient it is. */
export interface SiengeClientOptions {
  readonly baseUrl: string;
  readonly user: string;
  readonly password: string;
  /** One request's time limit (default 30 s). */
  readonly timeoutMs?: number;
  /** Tries per call, the first included (default 5). */
  readonly maxAttempts?: number;
  /** First back-off step; doubles per attempt, with full jitter (default 1 s). */
  readonly baseDelayMs?: number;
  /** Largest back-off step (default 30 s). */
  readonly maxDelayMs?: number;
  /**
   * Longest `Retry-After` worth waiting for (default 120 s). Sienge answers 429 both for its per-minute
   * limit and for an exhausted daily quota; a wait longer than this is the quota, and the call fails.
   */
  readonly maxRetryAfterMs?: number;
  /** Cancels every call (the server stopping). */
  readonly signal?: AbortSignal;
  /** Replaceable for tests. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  readonly random?: () => number;
  /** Told about each retry (for the log). */
  readonly onRetry?: (info: { path: string; attempt: number; delayMs: number; reason: string }) => void;
  /**
   * Hosts besides the API's own that a report link (`urlReport`) may point to, over https
   * (`SIENGE_REPORT_HOSTS`; `*.example.com` for subdomains).
   */
  readonly reportHosts?: readonly string[];
  /** TESTS ONLY: see `OutboundPolicy.testOnly` (decision 058). */
  readonly outboundTestOnly?: OutboundPolicy['testOnly'];
}

/** The calls the connector makes. */
export interface SiengeClient {
  /** One GET answered with JSON. */
  get(path: string, query?: SiengeQuery): Promise<unknown>;
  /** One page of a list (`limit` 200 by default). */
  page(path: string, query?: SiengeQuery, offset?: number, limit?: number): Promise<SiengePage>;
  /** Every page of a list, in order, until `count` rows were read or a page comes back empty. */
  pages(path: string, query?: SiengeQuery): AsyncGenerator<SiengePage>;
  /**
   * The bytes at an absolute URL the tenant gave (a report's `urlReport`), with the same time-outs and
   * retries; the credentials travel only when the URL is on the tenant's own origin.
   */
  download(url: string): Promise<Uint8Array>;
  /** Calls made so far, retries included (Sienge bills REST calls per day). */
  readonly calls: number;
}

const defaultSleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Builds `base + path + ?query`, dropping undefined values. */
function buildUrl(baseUrl: string, path: string, query: SiengeQuery = {}): string {
  const url = new URL(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/** Reads `{ resultSetMetadata: { count, offset, limit }, results: [...] }`. */
function readPage(body: unknown, path: string, attempts: number): SiengePage {
  const envelope = body as { resultSetMetadata?: { count?: unknown; offset?: unknown }; results?: unknown };
  if (typeof envelope !== 'object' || envelope === null || !Array.isArray(envelope.results)) {
    throw new SiengeError(
      'Resposta do Sienge sem a lista "results".',
      'invalid-response',
      path,
      200,
      attempts,
    );
  }
  const meta = envelope.resultSetMetadata ?? {};
  const count = typeof meta.count === 'number' ? meta.count : envelope.results.length;
  const offset = typeof meta.offset === 'number' ? meta.offset : 0;
  return { rows: envelope.results, count, offset };
}

/** Creates a client; every call retries 429, 5xx, network errors and time-outs a bounded number of times. */
export function createSiengeClient(options: SiengeClientOptions): SiengeClient {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxAttempts = options.maxAttempts ?? 5;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 120_000;
  const sleep = options.sleep ?? defaultSleep;
  const random = options.random ?? Math.random;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString('base64')}`;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let calls = 0;

  /** Full jitter: anywhere between 0 and the doubled step, so many workers do not retry in step. */
  const backoff = (attempt: number) =>
    Math.round(random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)));

  async function get(path: string, query?: SiengeQuery): Promise<unknown> {
    return call(buildUrl(baseUrl, path, query), path, 'application/json', async (response, attempt) => {
      const text = await readCapped(response, MAX_JSON_BYTES, path, attempt);
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new SiengeError('Resposta do Sienge não é JSON.', 'invalid-response', path, 200, attempt);
      }
    });
  }

  const apiOrigin = new URL(baseUrl).origin;
  /**
   * A report link through the outbound rules (decision 058): the API's own origin as configured, or
   * https on the API's host or `reportHosts` at a public address; redirects checked hop by hop; 5 MB.
   */
  const outbound = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) =>
    safeFetch(url, {
      allowedHosts: [new URL(baseUrl).hostname, ...(options.reportHosts ?? [])],
      trustedOrigins: [apiOrigin],
      headers: init.headers,
      credentialsOrigin: apiOrigin,
      maxBytes: OUTBOUND_MAX_BYTES,
      timeoutMs,
      signal: init.signal,
      ...(options.outboundTestOnly ? { testOnly: options.outboundTestOnly } : {}),
    }).then(
      (answer) =>
        new Response(
          answer.status >= 200 && answer.status !== 204 && answer.status !== 304
            ? (answer.bytes as Uint8Array<ArrayBuffer>)
            : null,
          {
            status: answer.status,
          },
        ),
    );

  async function download(url: string): Promise<Uint8Array> {
    const parsed = new URL(url);
    // The log and the errors name the path only: a report link may carry a token in its query.
    const path = parsed.pathname;
    return call(
      url,
      path,
      '*/*',
      async (response, attempt) => {
        try {
          return new Uint8Array(await response.arrayBuffer());
        } catch {
          throw new SiengeError('Resposta do Sienge interrompida.', 'invalid-response', path, 200, attempt);
        }
      },
      outbound,
    );
  }

  /** One GET with the retries; `read` turns a 2xx answer into the result. */
  async function call<T>(
    url: string,
    path: string,
    accept: string,
    read: (response: Response, attempt: number) => Promise<T>,
    send: (
      url: string,
      init: { headers: Record<string, string>; signal: AbortSignal },
    ) => Promise<Response> = (target, init) => fetch(target, { ...init, redirect: 'manual' }),
  ): Promise<T> {
    let lastReason = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      options.signal?.throwIfAborted();
      const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
      let response: Response;
      calls++;
      try {
        response = await send(url, {
          headers: { Authorization: authorization, Accept: accept },
          signal: AbortSignal.any(signals),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        // A link or redirect the outbound rules refuse, or a body past the limit: no retry helps.
        if (error instanceof OutboundRefusedError) {
          throw new SiengeError(
            `Link do Sienge recusado (${error.message}): ${path}`,
            'refused',
            path,
            undefined,
            attempt,
          );
        }
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        lastReason = timedOut ? `sem resposta em ${timeoutMs / 1000} s` : 'falha de rede';
        if (attempt === maxAttempts) {
          throw new SiengeError(
            `Sienge inacessível (${lastReason}) após ${attempt} tentativas: ${path}`,
            timedOut ? 'timeout' : 'network',
            path,
            undefined,
            attempt,
          );
        }
        const delayMs = backoff(attempt);
        options.onRetry?.({ path, attempt, delayMs, reason: lastReason });
        await sleep(delayMs, options.signal);
        continue;
      }
      if (response.ok) return read(response, attempt);
      // The body (Sienge's clientMessage) is read for the message; it is small.
      const detail = await response.text().catch(() => '');
      const clientMessage = readClientMessage(detail);
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'));
        if (wait !== undefined && wait > maxRetryAfterMs) {
          throw new SiengeError(
            `Limite de requisições do Sienge atingido; nova tentativa só em ${Math.ceil(wait / 60_000)} min (cota diária?).`,
            'rate-limit',
            path,
            429,
            attempt,
          );
        }
        if (attempt === maxAttempts) {
          throw new SiengeError(
            `Limite de requisições do Sienge atingido após ${attempt} tentativas: ${path}`,
            'rate-limit',
            path,
            429,
            attempt,
          );
        }
        const delayMs = wait ?? backoff(attempt);
        options.onRetry?.({ path, attempt, delayMs, reason: '429' });
        await sleep(delayMs, options.signal);
        continue;
      }
      if (response.status >= 500) {
        lastReason = `HTTP ${response.status}`;
        if (attempt === maxAttempts) {
          throw new SiengeError(
            `Sienge respondeu ${response.status} após ${attempt} tentativas: ${path}${clientMessage ? ` (${clientMessage})` : ''}`,
            'server',
            path,
            response.status,
            attempt,
          );
        }
        const delayMs = backoff(attempt);
        options.onRetry?.({ path, attempt, delayMs, reason: lastReason });
        await sleep(delayMs, options.signal);
        continue;
      }
      throw refusal(response.status, path, clientMessage, attempt);
    }
    // Unreachable: the loop returns or throws on its last attempt.
    throw new SiengeError(`Sienge: ${lastReason}`, 'network', path, undefined, maxAttempts);
  }

  async function page(path: string, query: SiengeQuery = {}, offset = 0, limit = SIENGE_PAGE_LIMIT) {
    const body = await get(path, { ...query, limit: Math.min(limit, SIENGE_PAGE_LIMIT), offset });
    return readPage(body, path, 1);
  }

  async function* pages(path: string, query: SiengeQuery = {}): AsyncGenerator<SiengePage> {
    let offset = 0;
    for (let read = 0; ; read++) {
      const current = await page(path, query, offset);
      // Only a sane count is trusted (decision 058): 10^12 would otherwise mean millions of calls.
      if (current.count > SIENGE_MAX_ROWS || read * SIENGE_PAGE_LIMIT >= SIENGE_MAX_ROWS) {
        throw new SiengeError(
          `Lista do Sienge grande demais (${current.count} registros informados; o limite é ${SIENGE_MAX_ROWS}): ${path}`,
          'invalid-response',
          path,
          200,
          1,
        );
      }
      yield current;
      offset += current.rows.length;
      if (current.rows.length === 0 || offset >= current.count) return;
    }
  }

  return {
    get,
    page,
    pages,
    download,
    get calls() {
      return calls;
    },
  };
}

/** The body as text, refused once it passes `maxBytes` (a broken or hostile answer is not read whole). */
async function readCapped(
  response: Response,
  maxBytes: number,
  path: string,
  attempt: number,
): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () =>
    new SiengeError(`Resposta do Sienge grande demais: ${path}`, 'invalid-response', path, 200, attempt);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  const read = await readLimitedStream(response.body, undefined, maxBytes);
  if (read.ok) {
    return Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength).toString('utf8');
  }
  if (read.reason === 'too-large') throw tooLarge();
  throw new SiengeError('Resposta do Sienge interrompida.', 'invalid-response', path, 200, attempt);
}

/** Sienge's error body: `{ status, developerMessage, clientMessage, errors }`. */
function readClientMessage(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { clientMessage?: unknown; developerMessage?: unknown };
    const message = body.clientMessage ?? body.developerMessage;
    return typeof message === 'string' ? message.slice(0, 300) : undefined;
  } catch {
    return undefined;
  }
}

/** A 4xx other than 429: not worth repeating. */
function refusal(status: number, path: string, detail: string | undefined, attempts: number): SiengeError {
  const suffix = detail ? ` (${detail})` : '';
  if (status === 401)
    return new SiengeError(
      `Sienge recusou as credenciais (401): confira SIENGE_USER e SIENGE_PASSWORD.${suffix}`,
      'auth',
      path,
      status,
      attempts,
    );
  if (status === 403)
    return new SiengeError(
      `O usuário de API do Sienge não tem permissão para ${path} (403): libere o recurso no Painel de Integrações.${suffix}`,
      'auth',
      path,
      status,
      attempts,
    );
  if (status === 404)
    return new SiengeError(
      `Não encontrado no Sienge (404): ${path}${suffix}`,
      'not-found',
      path,
      status,
      attempts,
    );
  return new SiengeError(`Sienge recusou ${path} (${status})${suffix}`, 'refused', path, status, attempts);
}
