import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** One timed request's outcome: milliseconds until the answer's head arrived, and its status. */
export interface TimedAnswer {
  ms: number;
  status: number;
}

/** A client in another process that times requests (for timing tests of a server run in the test's process). */
export interface TimedClient {
  time(url: string, init: RequestInit): Promise<TimedAnswer>;
  close(): void;
}

/** Starts the timing client (`timed-client-process.mjs`) and waits until it runs. */
export async function startTimedClient(): Promise<TimedClient> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./timed-client-process.mjs', import.meta.url)), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('spawn', resolve);
    child.once('error', reject);
  });
  let next = 0;
  const waiting = new Map<number, (reply: { ms?: number; status?: number; error?: string }) => void>();
  child.on('message', (reply: { id: number; ms?: number; status?: number; error?: string }) => {
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  return {
    time(url, init) {
      const id = next++;
      return new Promise((resolve, reject) => {
        waiting.set(id, (reply) =>
          reply.error === undefined
            ? resolve({ ms: reply.ms as number, status: reply.status as number })
            : reject(new Error(reply.error)),
        );
        child.send({ id, url, init });
      });
    },
    close() {
      child.kill();
    },
  };
}
