/**
 * An answer already serialised: what a cached read keeps, so a hit costs no query and no
 * `JSON.stringify`. `registerEndpoint` sends `body` as is (and checks `value` against the contract
 * outside production, as for any answer).
 */
export interface PreparedJson<T> {
  readonly prepared: true;
  readonly value: T;
  /** The UTF-8 bytes of the answer, encoded once. */
  readonly body: Uint8Array;
  /**
   * `body` compressed, by `Content-Encoding` name, filled on first use by the HTTP layer: kept with the
   * answer (and dropped with it), since a cached answer is sent many times.
   */
  readonly compressed: Map<string, Uint8Array>;
}

/** Serialises `value` once. */
export function prepareJson<T>(value: T): PreparedJson<T> {
  return { prepared: true, value, body: Buffer.from(JSON.stringify(value)), compressed: new Map() };
}

/**
 * An answer the database serialised itself (JSON text built in SQL): sent as is, without a row mapped
 * or a `JSON.stringify`. `value` is parsed only when asked for (the contract check outside production).
 */
export function preparedJsonText<T>(text: string): PreparedJson<T> {
  let parsed: { readonly value: T } | undefined;
  return {
    prepared: true,
    get value() {
      parsed ??= { value: JSON.parse(text) as T };
      return parsed.value;
    },
    body: Buffer.from(text),
    compressed: new Map(),
  };
}

/** Whether a handler's result is a prepared answer. */
export function isPreparedJson(result: unknown): result is PreparedJson<unknown> {
  return (
    typeof result === 'object' && result !== null && (result as { prepared?: unknown }).prepared === true
  );
}
