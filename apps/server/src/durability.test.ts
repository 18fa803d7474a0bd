import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildServerBundle,
  type ChildServer,
  killAllChildServers,
  startChildServer,
} from './test/child-server';

const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * The production bundle as a separate process on a PGlite folder: a SIGKILL right after acknowledged
 * writes loses none of them, and SIGTERM lets in-flight requests finish before exiting with 0.
 */
describe('durability of the real process (PGlite)', { timeout: 120_000 }, () => {
  let dataDir: string;
  let running: ChildServer | undefined;

  beforeAll(() => {
    buildServerBundle();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-durability-'));
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  });
  afterAll(async () => {
    await killAllChildServers();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across a SIGKILL', async () => {
    running = await startChildServer({ DATA_DIR: dataDir });
    const url = running.url;
    const signUp = await post(url, '/api/v1/user', {
      email: 'bruno@demo.com.br',
      cpf: '98765432100',
      cnpj: '',
      password: 'Bruno#2026',
    });
    expect(signUp.status).toBe(200);

    // A stream of audited writes (failed logins from distinct addresses); kill while some are in flight.
    const acknowledged: string[] = [];
    const inFlight: Promise<void>[] = [];
    for (let i = 1; i <= 40; i++) {
      const ip = `10.77.0.${i}`;
      inFlight.push(
        post(
          url,
          '/api/v1/token',
          { email: `ninguem${i}@demo.com.br`, password: 'x' },
          { 'x-forwarded-for': ip },
        )
          .then((answer) => {
            if (answer.status === 401) acknowledged.push(ip);
          })
          .catch(() => {}),
      );
      if (i === 30) {
        await Promise.race([Promise.all(inFlight.slice(0, 25)), new Promise((r) => setTimeout(r, 20_000))]);
        running.process.kill('SIGKILL');
      }
    }
    await Promise.all(inFlight);
    expect(await running.exited).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(25);

    running = await startChildServer({ DATA_DIR: dataDir });
    const again = await post(running.url, '/api/v1/user', {
      email: 'bruno@demo.com.br',
      cpf: '98765432100',
      cnpj: '',
      password: 'Bruno#2026',
    });
    expect(again.status).toBe(421);
    expect(
      (await post(running.url, '/api/v1/token', { email: 'bruno@demo.com.br', password: 'Bruno#2026' }))
        .status,
    ).toBe(403);
    const admin = await (
      await post(running.url, '/api/v1/token', { email: 'admin@demo.com.br', password: 'Admin#2026' })
    ).json();
    const report = await fetch(`${running.url}/api/v1/reports/user-history?ip=10.77.0.&limit=100`, {
      headers: { authorization: `Bearer ${admin.access_token}` },
    });
    const recorded = new Set(((await report.json()).items as { ip: string }[]).map((item) => item.ip));
    for (const ip of acknowledged) expect(recorded.has(ip)).toBe(true);
  });

  it('SIGTERM finishes an in-flight request, refuses new ones, then exits with 0', async () => {
    if (!running || running.process.exitCode !== null)
      running = await startChildServer({ DATA_DIR: dataDir });
    const { hostname, port } = new URL(running.url);
    const body = JSON.stringify({ email: 'ana@demo.com.br', password: 'Cliente#2026' });
    // A request whose body is still arriving when SIGTERM comes: it must still get its answer.
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        {
          hostname,
          port,
          path: '/api/v1/token',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        running?.process.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 500);
      }, 300);
    });
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text).access_token).toEqual(expect.any(String));
    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('"server stopped"');
    await expect(fetch(`${running.url}/livez`)).rejects.toThrow();
  });
});
