import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/env';
import { createLogger } from '../logger';
import { type RunningServer, startServer } from '../server';
import { TEST_ENV } from '../test/test-env';
import { clientAddress } from '../test/test-server';
import { adminCreateCommand, parseAdminCreateArgs } from './admin-create';

/** Runs the command, capturing what it prints. */
async function run(args: string[], config: ReturnType<typeof loadConfig>) {
  let out = '';
  let err = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err += String(chunk);
    return true;
  });
  try {
    const status = await adminCreateCommand.run(args, config, createLogger('silent'));
    return { status, out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

describe('admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-admin-create-'));
  // No DEMO_DATA: an empty database, as a real company's first start.
  const { DEMO_DATA: _demo, ...env } = TEST_ENV;
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.close(1000);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses bad arguments with the Portuguese usage line and exit status 64', async () => {
    for (const args of [
      [],
      ['--email', 'chefe@empresa.com.br'],
      ['--email', 'não é e-mail', '--name', 'Chefe'],
      ['--email', 'chefe@empresa.com.br', '--name', 'Chefe', '--extra'],
      ['chefe@empresa.com.br'],
    ]) {
      expect(parseAdminCreateArgs(args)).toBeNull();
      const { status, err } = await run(args, config);
      expect(status).toBe(64);
      expect(err).toMatch(/^Uso: pnpm portal admin:create --email <e-mail> --name "<nome>"/);
    }
    expect(parseAdminCreateArgs(['--email=Chefe@Empresa.com.br', '--name', ' Chefe '])).toEqual({
      email: 'Chefe@Empresa.com.br',
      name: 'Chefe',
    });
  });

  it('on an empty database, gives an administrator who sets a password through the link and logs in', async () => {
    const { status, out } = await run(['--email', 'Chefe@Empresa.com.br', '--name', 'Maria Chefe'], config);
    expect(status).toBe(0);
    expect(out).toContain('Administrador Maria Chefe <chefe@empresa.com.br> pronto');
    const link = out.match(/https:\/\/portal\.exemplo\.test\/reset-password\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    server = await startServer(config, { seedSteps: [], portalDir: join(dataDir, 'no-portal-build') });
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${server?.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          ...clientAddress(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    // Nothing of the demo in this database.
    expect((await post('/api/v1/token', { email: 'admin@demo.com.br', password: 'Admin#2026' })).status).toBe(
      401,
    );
    // Before the password is chosen, nobody logs in as the new administrator.
    expect(
      (await post('/api/v1/token', { email: 'chefe@empresa.com.br', password: 'Chute#2026x' })).status,
    ).toBe(401);

    const token = new URL(link ?? '').searchParams.get('token');
    expect((await post('/api/v1/user/reset-password', { token, new_password: 'Chefe#2026x' })).status).toBe(
      200,
    );
    // One-time link.
    expect((await post('/api/v1/user/reset-password', { token, new_password: 'Outra#2026x' })).status).toBe(
      400,
    );
    const login = await post('/api/v1/token', { email: 'chefe@empresa.com.br', password: 'Chefe#2026x' });
    expect(login.status).toBe(200);
    const { access_token } = (await login.json()) as { access_token: string };
    const staff = (await (await post('/api/v1/staff', undefined, access_token)).json()) as {
      members: unknown[];
      audit: unknown[];
    };
    expect(staff.members).toEqual([
      expect.objectContaining({
        name: 'Maria Chefe',
        email: 'chefe@empresa.com.br',
        active: true,
        is_you: true,
      }),
    ]);
    expect(staff.audit).toEqual([
      expect.objectContaining({ action: 'created', actor_name: null, target_email: 'chefe@empresa.com.br' }),
    ]);
  });
});
