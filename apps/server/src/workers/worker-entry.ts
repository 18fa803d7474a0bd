import { parentPort } from 'node:worker_threads';
import { TASKS, type TaskName } from './tasks';

/** One worker of the pool (decision 054): runs one task at a time and answers with its result or error. */
parentPort?.on('message', async (message: { id: number; task: TaskName; input: unknown }) => {
  try {
    const run = TASKS[message.task] as (input: unknown) => Promise<unknown>;
    const result = await run(message.input);
    const bytes = result instanceof Uint8Array ? result : (result as { pdf?: unknown } | undefined)?.pdf;
    const transfer = bytes instanceof Uint8Array ? [bytes.buffer as ArrayBuffer] : [];
    parentPort?.postMessage({ id: message.id, ok: true, result }, transfer);
  } catch (error) {
    parentPort?.postMessage({ id: message.id, ok: false, error: String((error as Error)?.stack ?? error) });
  }
});
