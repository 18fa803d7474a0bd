import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../app-error';
import { serverRoot } from '../config/paths';
import type { TaskInput, TaskName, TaskOutput } from './tasks';

/*
 * A pool of worker threads for CPU-bound work (decision 054): PDF rendering and spreadsheet reading.
 * As many workers as cores (at least 1, at most 8), each running one task at a time; a bounded queue
 * (16 tasks a worker) beyond which a task is refused with 503; a worker that dies fails only the task
 * it ran and is replaced. Workers start on first use and are unref'd while idle. One pool per process:
 * every server of the process acquires it at start and releases it at close; the last release ends it.
 */

const WORKERS = Math.max(1, Math.min(8, availableParallelism()));
const QUEUE_PER_WORKER = 16;

/** Tasks that may wait for a worker; one more is refused with 503. */
export const POOL_QUEUE_LIMIT = WORKERS * QUEUE_PER_WORKER;

interface Job {
  readonly id: number;
  readonly task: TaskName;
  readonly input: unknown;
  readonly transfer: ArrayBuffer[];
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
}

/** The pool is full: the caller answers 503 with Retry-After. */
export const poolBusy = () => new AppError(503, 'SERVICE-UNAVAILABLE-503', { 'Retry-After': '2' });

let script: string | undefined;

/**
 * The worker's script: `worker.js` next to the bundle (`dist/main.js`, built by scripts/build.mjs), or,
 * when running from the TypeScript sources (tests, development), the entry bundled now by esbuild into
 * `node_modules/.cache` (so its packages resolve), named by its content so processes share it.
 */
async function workerScript(): Promise<string> {
  if (script) return script;
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) {
    script = join(here, '..', 'worker.js');
    return script;
  }
  const { build } = await import('esbuild');
  const root = serverRoot(here);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@portal/'));
  const out = await build({
    entryPoints: [join(here, '..', 'worker-entry.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
  });
  const code = out.outputFiles[0]?.contents ?? new Uint8Array();
  const folder = join(root, 'node_modules', '.cache', 'portal-worker');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `worker-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, code);
    renameSync(temporary, file);
  }
  script = file;
  return file;
}

class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  /** Tasks asked for and not yet handed to a worker. */
  private waiting = 0;
  private starting: Promise<string> | undefined;
  private closed = false;

  async run<T extends TaskName>(
    task: T,
    input: TaskInput<T>,
    transfer: ArrayBuffer[] = [],
  ): Promise<TaskOutput<T>> {
    // Counted from the call, so a burst is bounded even while the first worker is still starting.
    if (this.waiting >= POOL_QUEUE_LIMIT) throw poolBusy();
    this.waiting++;
    let file: string;
    try {
      this.starting ??= workerScript();
      file = await this.starting;
    } catch (error) {
      this.waiting--;
      throw error;
    }
    return new Promise<TaskOutput<T>>((resolve, reject) => {
      const job: Job = {
        id: this.nextId++,
        task,
        input,
        transfer,
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      this.queue.push(job);
      this.pump(file);
    });
  }

  private pump(file: string): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((candidate) => !candidate.job);
      if (!slot && this.slots.length < WORKERS) slot = this.spawn(file);
      if (!slot) return;
      const job = this.queue.shift() as Job;
      this.waiting--;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, task: job.task, input: job.input }, job.transfer);
    }
  }

  private spawn(file: string): Slot {
    const worker = new Worker(file);
    const slot: Slot = { worker, job: undefined };
    worker.unref();
    worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
      const job = slot.job;
      if (!job || job.id !== message.id) return;
      slot.job = undefined;
      worker.unref();
      if (message.ok) job.resolve(message.result);
      else job.reject(new Error(`worker task ${job.task} failed: ${message.error}`));
      this.pump(file);
    });
    const gone = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      const job = slot.job;
      slot.job = undefined;
      job?.reject(error);
      if (!this.closed) this.pump(file);
    };
    worker.on('error', (error) => gone(error));
    worker.on('exit', (code) => gone(new Error(`worker exited with code ${code}`)));
    this.slots.push(slot);
    return slot;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      this.waiting--;
      job.reject(new Error('worker pool closed'));
    }
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  /** Test hook: ends the worker running a task (as a crash would). */
  async crashBusyWorker(): Promise<void> {
    await this.slots.find((slot) => slot.job)?.worker.terminate();
  }
}

let pool: WorkerPool | undefined;
let holders = 0;

/** The process's pool (created on first use). */
export function workerPool(): WorkerPool {
  pool ??= new WorkerPool();
  return pool;
}

/** A server takes the pool at start; the returned function releases it at close (the last release ends the pool). */
export function acquireWorkerPool(): () => Promise<void> {
  holders++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0 && pool) {
      const ending = pool;
      pool = undefined;
      await ending.close();
    }
  };
}

/** Runs a task on the pool. */
export function runOffThread<T extends TaskName>(
  task: T,
  input: TaskInput<T>,
  transfer?: ArrayBuffer[],
): Promise<TaskOutput<T>> {
  return workerPool().run(task, input, transfer);
}
