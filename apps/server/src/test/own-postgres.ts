import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL `bin` folder installed (Debian layout), or undefined when there is none. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : undefined;
}

/**
 * A throw-away PostgreSQL cluster of one test (its own folder and port), which the test may stop and
 * start again without touching the suite's shared cluster. As root it runs as `postgres` (PostgreSQL
 * refuses root), as scripts/ci-postgres.sh does.
 */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/portal` (the database exists, empty). */
  readonly url: string;
  /** `pg_ctl stop -m fast`: open connections are cut, new ones refused. */
  stop(): void;
  /** Starts it again on the same folder and port. */
  start(): void;
  /** Stops it (if running) and deletes its folder. */
  destroy(): void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Creates, starts and returns a cluster; throws when the binaries are missing. */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const asRoot = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'portal-own-pg-'));
  if (asRoot) {
    const postgres = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(postgres.stdout.trim());
    chownSync(dir, uid, uid);
  }
  const port = await freePort();
  const run = (command: string) => {
    const result = asRoot
      ? spawnSync('su', ['postgres', '-c', command], { encoding: 'utf8', timeout: 60_000 })
      : spawnSync('sh', ['-c', command], { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}${result.stdout}`);
  };
  const data = join(dir, 'data');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  const start = () => {
    run(`${bin}/pg_ctl -D ${data} -o '${options}' -l ${dir}/log -w -t 30 start`);
    running = true;
  };
  const stop = () => {
    run(`${bin}/pg_ctl -D ${data} -m fast -w -t 30 stop`);
    running = false;
  };
  try {
    run(`${bin}/initdb -D ${data} -A trust -U postgres`);
    start();
    run(`${bin}/createdb -h 127.0.0.1 -p ${port} -U postgres portal`);
  } catch (error) {
    if (running) stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/portal`,
    stop,
    start,
    destroy() {
      try {
        if (running) stop();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
