/**
 * Tracks, per SWR key, how many mounted components want the answer and the controller of the request
 * in flight. SWR shares one request between every component with the same key, so a request may only
 * be aborted when the last of them unmounts, not when any one does.
 */
export interface InflightRegistry {
  /** A component starts wanting `key`. */
  retain(key: string): void;
  /** A component stops wanting `key`; the last one out aborts the request in flight. */
  release(key: string): void;
  /** A request for `key` starts: returns its signal. */
  begin(key: string): AbortSignal;
  /** The request of `signal` for `key` settled. */
  end(key: string, signal: AbortSignal): void;
}

/** Creates an empty registry (one per client; see `registryFor`). */
export function createInflightRegistry(): InflightRegistry {
  const users = new Map<string, number>();
  const inflight = new Map<string, AbortController>();
  const pendingAborts = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    retain(key) {
      clearTimeout(pendingAborts.get(key));
      pendingAborts.delete(key);
      users.set(key, (users.get(key) ?? 0) + 1);
    },
    release(key) {
      const left = (users.get(key) ?? 1) - 1;
      if (left > 0) {
        users.set(key, left);
        return;
      }
      users.delete(key);
      // Abort on the next task, not now: React's StrictMode unmounts and remounts every effect at once
      // in development, and a remount of the same key must keep the request SWR is already sharing.
      pendingAborts.set(
        key,
        setTimeout(() => {
          pendingAborts.delete(key);
          inflight.get(key)?.abort();
          inflight.delete(key);
        }, 0),
      );
    },
    begin(key) {
      const controller = new AbortController();
      inflight.set(key, controller);
      return controller.signal;
    },
    end(key, signal) {
      if (inflight.get(key)?.signal === signal) inflight.delete(key);
    },
  };
}

const registries = new WeakMap<object, InflightRegistry>();

/** The registry of one client (clients do not share requests, so neither do registries). */
export function registryFor(client: object): InflightRegistry {
  let registry = registries.get(client);
  if (!registry) {
    registry = createInflightRegistry();
    registries.set(client, registry);
  }
  return registry;
}
