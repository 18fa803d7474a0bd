import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { serverRoot } from '../config/paths';
import { buildServerBundle } from '../test/child-server';
import { TEST_ENV } from '../test/test-env';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** `node dist/main.js …args` on PGlite in `dataDir`, as the production bundle runs it. */
function portal(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, [join(serverRoot(), 'dist', 'main.js'), ...args], {
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, ...TEST_ENV, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
}

function filesIn(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
}

// The command line of the production bundle (docs/decisions/048-portal-command-line.md).
describe('node dist/main.js <command>', () => {
  beforeAll(() => buildServerBundle(), 120_000);

  it('an unknown command prints the usage line with the commands and exits 64', () => {
    const run = portal(mkdtempSync(join(tmpdir(), 'portal-cli-')), 'nao-existe');
    expect(run.status).toBe(64);
    expect(run.stderr).toMatch(
      /^Comando desconhecido: nao-existe\. Uso: pnpm portal .*Comandos: .*demo:remove/,
    );
  });

  it('demo:remove deletes the demo rows and their stored files, then finds nothing more', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-cli-'));
    dirs.push(dataDir);
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    rmSync(join(dataDir, 'server.lock'), { force: true });
    expect(filesIn(join(dataDir, 'files'))).toBeGreaterThan(0);

    const first = portal(dataDir, 'demo:remove');
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(
      /^Dados de demonstração apagados: \d+ contas, 23 clientes, 12 empresas, 12 empreendimentos, \d+ contratos, \d+ parcelas, \d+ arquivos\.\n$/,
    );
    expect(filesIn(join(dataDir, 'files'))).toBe(0);

    const second = portal(dataDir, 'demo:remove');
    expect(second.status).toBe(0);
    expect(second.stdout).toBe('Nenhum dado de demonstração encontrado: nada foi apagado.\n');
  });
});
