import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes sure only one process opens a PGlite folder: two would corrupt it. The lock file holds the
 * owner's pid; a lock left by a process that no longer exists (killed with SIGKILL) is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = join(dataDir, 'server.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `A pasta de dados ${dataDir} já está em uso pelo processo ${owner}. Use outro DATA_DIR para rodar uma segunda instância.`,
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still means "alive".
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
