import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Counts the requests being handled. A graceful stop waits for them before closing the database:
 * waiting for the connections to end is not enough, because a client that hangs up mid-request
 * closes its connection while the handler is still querying.
 */
export interface InFlightRequests {
  /** The middleware that counts (first in the chain, so it covers every other one). */
  readonly middleware: MiddlewareHandler<AppEnv>;
  /** How many are being handled now. */
  readonly count: number;
  /** Resolves once none is being handled (at once when none is). */
  idle(): Promise<void>;
}

export function trackInFlightRequests(): InFlightRequests {
  let count = 0;
  let waiting: (() => void)[] = [];
  return {
    middleware: async (_c, next) => {
      count += 1;
      try {
        await next();
      } finally {
        count -= 1;
        if (count === 0) {
          for (const resolve of waiting) resolve();
          waiting = [];
        }
      }
    },
    get count() {
      return count;
    },
    idle: () => (count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
