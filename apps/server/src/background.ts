import { describeError, type Logger } from './logger';

/** Work that runs after the answer has left (an e-mail whose timing must not show in the answer). */
export interface BackgroundTasks {
  /**
   * Starts `task` once `after` settles (by default the next turn of the event loop); a failure is
   * logged, never thrown. Pass the answer's own `finish` (see `http/answer-sent.ts`) when the task's
   * work must not show in the answer's timing.
   */
  run(name: string, task: () => Promise<void>, after?: Promise<void>): void;
  /** How many are still running. */
  readonly count: number;
  /** Resolves once none is running (the graceful stop waits for it before closing the database). */
  idle(): Promise<void>;
}

/** Creates the background work of one server. */
export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task, after) {
      const start = after ?? new Promise<void>((resolve) => setImmediate(resolve));
      const done: Promise<void> = start
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
