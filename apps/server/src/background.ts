import { describeError, type Logger } from './logger';

/** Work that runs after the answer has left (an e-mail whose timing must not show in the answer). */
export interface BackgroundTasks {
  /** Starts `task` once the current answer is on its way; a failure is logged, never thrown. */
  run(name: string, task: () => Promise<void>): void;
  /** How many are still running. */
  readonly count: number;
  /** Resolves once none is running (the graceful stop waits for it before closing the database). */
  idle(): Promise<void>;
}

/** Creates the background work of one server. */
export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      // setImmediate: after the response has been written, so the caller's timing never includes the task.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => logger.error(`background task failed: ${name}`, describeError(error)))
        .finally(() => running.delete(done));
      running.add(done);
    },
    get count() {
      return running.size;
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
