// Lets `pnpm start` and `pnpm test` work on a fresh clone: installs dependencies once when they are missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync(new URL('../node_modules/.modules.yaml', import.meta.url))) {
  console.log('Instalando dependências (primeira execução)…');
  const result = spawnSync('pnpm', ['install', '--frozen-lockfile'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
