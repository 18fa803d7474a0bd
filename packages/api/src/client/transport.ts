/** Upload progress of a request body, in bytes; `total` is unknown for some bodies. */
export interface UploadProgress {
  readonly loaded: number;
  readonly total: number | undefined;
}

/** One HTTP request as the client hands it to a transport. */
export interface TransportRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Blob | ArrayBuffer | Uint8Array | FormData | string | undefined;
  readonly signal?: AbortSignal | undefined;
  readonly onUploadProgress?: ((progress: UploadProgress) => void) | undefined;
}

/** What the client needs of an answer. */
export interface TransportResponse {
  readonly status: number;
  header(name: string): string | null;
  text(): Promise<string>;
  /** The body as bytes (a `file` answer); transports that cannot give bytes leave it out. */
  blob?(): Promise<Blob>;
}

/**
 * Sends a request. Rejects with the signal's reason (an `AbortError`) when aborted and with a
 * `TypeError` when the server cannot be reached; any HTTP status resolves.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** Size in bytes of a body whose size is known up front. */
export function bodySize(body: TransportRequest['body']): number | undefined {
  if (body === undefined || typeof body === 'string' || body instanceof FormData) return undefined;
  if (body instanceof Blob) return body.size;
  return body.byteLength;
}
