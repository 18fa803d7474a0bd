import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { serverRoot } from '../config/paths';
import { TEST_ENV } from './test-env';

/** Bundles `dist/main.js` exactly as `pnpm start` does. */
export function buildServerBundle(): void {
  const result = spawnSync(process.execPath, [join(serverRoot(), 'scripts', 'build.mjs')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed: ${result.stderr}`);
}

/** A server running as its own process (`node dist/main.js`), for crash and signal tests. */
export interface ChildServer {
  readonly url: string;
  readonly process: ChildProcess;
  readonly output: () => string;
  /** Resolves with the exit code (or signal name) once the process is gone. */
  readonly exited: Promise<number | string>;
}

const started = new Set<ChildProcess>();

/** Kills every child this file started that is still alive (also those that never got to listen). */
export async function killAllChildServers(): Promise<void> {
  for (const child of started) {
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }
  }
  started.clear();
}

/** Starts `dist/main.js` with the test environment plus `env`, and waits until it listens. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [join(serverRoot(), 'dist', 'main.js')], {
    // DATABASE_URL of the suite is cleared: this process must run on its own PGlite folder.
    env: { ...process.env, ...TEST_ENV, DATABASE_URL: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let output = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no "server listening" line in 60 s:\n${output}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('"server listening"')) continue;
        clearTimeout(timer);
        resolve(JSON.parse(line).url);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${output}`));
    });
  });
  return { url, process: child, output: () => output, exited };
}
