import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildServerBundle,
  type ChildServer,
  killAllChildServers,
  startChildServer,
} from './test/child-server';
import { ACCOUNTS } from './test/demo-fixtures';
import { type S3TestServer, startS3TestServer } from './test/s3-test-server';
import { withDatabase } from './test/test-env';

// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary fields of the JSON answers.
type Answer = { status: number; body: any; headers: Headers };

/** A JSON call to one of the processes, from the client address `ip` (the suite trusts one proxy). */
async function call(
  server: ChildServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'x-forwarded-for': options.ip ?? '10.50.0.1',
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  return { status: response.status, body, headers: response.headers };
}

/**
 * Reads until `done` holds (at most `limitMs`): how long it took and how many reads it needed. One read
 * means the first read after the write already saw it.
 */
async function within(
  limitMs: number,
  read: () => Promise<Answer>,
  done: (a: Answer) => boolean,
): Promise<{ ms: number; reads: number }> {
  const started = performance.now();
  for (let reads = 1; ; reads++) {
    const answer = await read();
    if (done(answer)) return { ms: performance.now() - started, reads };
    if (performance.now() - started > limitMs)
      throw new Error(`not seen within ${limitMs} ms: ${answer.status} ${JSON.stringify(answer.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/**
 * Two production processes (`node dist/main.js`) on one PostgreSQL database and one S3-compatible
 * bucket (s3rver) behave as one server: limits, sessions, files and cached reads are shared.
 */
describe.skipIf(!inject('postgresTemplateUrl'))(
  'two server processes on one PostgreSQL and one bucket',
  { timeout: 120_000 },
  () => {
    let s3: S3TestServer;
    let admin: pg.Client;
    let database = '';
    const dataDirs: string[] = [];
    let a: ChildServer;
    let b: ChildServer;

    beforeAll(async () => {
      buildServerBundle();
      s3 = await startS3TestServer();
      const templateUrl = inject('postgresTemplateUrl') as string;
      admin = new pg.Client({ connectionString: withDatabase(templateUrl, 'postgres') });
      await admin.connect();
      database = `portal_t_${randomBytes(6).toString('hex')}`;
      const template = new URL(templateUrl).pathname.slice(1);
      await admin.query(`create database "${database}" template "${template}"`);
      const shared = {
        DATABASE_URL: withDatabase(templateUrl, database),
        // Every process signs and checks the same tokens and links.
        JWT_SECRET: randomBytes(32).toString('hex'),
        ...s3.env('portal'),
      };
      for (let i = 0; i < 2; i++) dataDirs.push(mkdtempSync(join(tmpdir(), 'portal-many-hosts-')));
      a = await startChildServer({ ...shared, DATA_DIR: dataDirs[0] as string });
      b = await startChildServer({ ...shared, DATA_DIR: dataDirs[1] as string });
    });
    afterAll(async () => {
      await killAllChildServers();
      if (admin) {
        await admin.query(`drop database if exists "${database}" with (force)`).catch(() => {});
        await admin.end();
      }
      await s3?.stop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    const login = async (server: ChildServer, who: keyof typeof ACCOUNTS, ip: string) => {
      const { email, password } = ACCOUNTS[who];
      const answer = await call(server, 'POST', '/api/v1/token', { body: { email, password }, ip });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as { access_token: string; refresh_token: string };
    };

    it('both processes name the same bucket as their file store', () => {
      for (const server of [a, b]) expect(server.output()).toContain(`"files":"s3 s3://${s3.bucket}/portal`);
    });

    it('counts failed logins across both processes: the limit is reached with neither seeing it alone', async () => {
      const ip = '10.60.0.1';
      const wrong = { email: ACCOUNTS.ana.email, password: 'errada-123' };
      // 5 free attempts for one account from one address, then a growing delay (decision 008/016).
      for (let attempt = 1; attempt <= 6; attempt++) {
        const server = attempt % 2 === 1 ? a : b;
        expect((await call(server, 'POST', '/api/v1/token', { body: wrong, ip })).status).toBe(401);
      }
      const refused = await call(a, 'POST', '/api/v1/token', { body: wrong, ip });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The right password is refused too, on the other process: the counter is the database's.
      const right = { email: ACCOUNTS.ana.email, password: ACCOUNTS.ana.password };
      expect((await call(b, 'POST', '/api/v1/token', { body: right, ip })).status).toBe(429);
    });

    it('a refresh token rotated on one process and replayed on the other is refused and ends the family', async () => {
      const ip = '10.60.0.2';
      const first = await login(a, 'company', ip);
      const customerId = JSON.parse(
        Buffer.from(first.access_token.split('.')[1] ?? '', 'base64url').toString(),
      ).customer_id as number;
      const second = await call(a, 'POST', '/api/v1/token/refresh', {
        body: { refresh_token: first.refresh_token },
        ip,
      });
      expect(second.status).toBe(200);
      const third = await call(b, 'POST', '/api/v1/token/refresh', {
        body: { refresh_token: second.body.refresh_token },
        ip,
      });
      expect(third.status).toBe(200);
      const me = `/api/v1/user?customerId=${customerId}`;
      expect((await call(a, 'GET', me, { token: third.body.access_token, ip })).status).toBe(200);

      // The first token, spent on A and replayed on B: refused, and the whole session ends.
      const replay = await call(b, 'POST', '/api/v1/token/refresh', {
        body: { refresh_token: first.refresh_token },
        ip,
      });
      expect(replay.status).toBe(401);
      expect(replay.body.code).toBe('SESSION-401');
      const latest = await call(a, 'POST', '/api/v1/token/refresh', {
        body: { refresh_token: third.body.refresh_token },
        ip,
      });
      expect(latest.status).toBe(401);
      // A had the session cached behind its callers: the revocation reaches it through LISTEN/NOTIFY.
      await within(
        1000,
        () => call(a, 'GET', me, { token: third.body.access_token, ip }),
        (r) => r.status === 401,
      );
    });

    it('a photo uploaded through one process is served by the other, from the bucket, and a change through one is seen at once in the other cached reads', async () => {
      const ip = '10.60.0.3';
      const { access_token: token } = await login(a, 'admin', ip);
      const [enterprise] = (await call(a, 'GET', '/api/v1/enterprises?query=serra', { token, ip })).body as {
        id: number;
      }[];
      const id = (enterprise as { id: number }).id;
      const upload = async (server: ChildServer, colour: string) => {
        const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
          .png()
          .toBuffer();
        const form = new FormData();
        form.set('enterprise_id', String(id));
        form.set('year', '2031');
        form.set('month', '7');
        form.set('files[0]', new Blob([png as BlobPart], { type: 'image/png' }), 'obra.png');
        const response = await fetch(`${server.url}/api/v1/enterprise/attachments`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
          body: form,
        });
        expect(response.status).toBe(201);
      };
      const photos = (server: ChildServer) =>
        call(server, 'GET', `/api/v1/enterprise/attachments?enterprise_id=${id}&year=2031&month=7`, {
          token,
          ip,
        });

      const objectsBefore = s3.objects().length;
      await upload(a, '#3a7');
      const onB = await photos(b);
      expect(onB.status).toBe(200);
      expect(onB.body).toHaveLength(1);
      const image = await sharp(Buffer.from(onB.body[0].file, 'base64')).metadata();
      expect([image.format, image.width, image.height]).toEqual(['png', 64, 48]);
      // The bytes are in the bucket, not in either process's folder.
      expect(s3.objects().length).toBe(objectsBefore + 1);
      for (const dir of dataDirs)
        expect(readdirSync(join(dir, 'files')).filter((n) => n !== '.tmp')).toEqual([]);

      // B now answers this list from its cache; an upload and a delete through A change what it says.
      expect((await photos(b)).body).toHaveLength(1);
      await upload(a, '#a73');
      const afterUpload = await within(
        1000,
        () => photos(b),
        (r) => r.status === 200 && r.body.length === 2,
      );
      const names = (await photos(b)).body.map((p: { filename: string }) => p.filename) as string[];
      const removed = await call(a, 'DELETE', '/api/v1/enterprise/attachments', {
        token,
        ip,
        body: { filenames: names },
      });
      expect(removed.status).toBe(200);
      const afterDelete = await within(
        1000,
        () => photos(b),
        (r) => r.status === 404,
      );
      expect(s3.objects().length).toBe(objectsBefore);
      console.info('B saw the changes made through A', { afterUpload, afterDelete });
    });

    it('a signed download link issued by one process downloads from the other', async () => {
      const ip = '10.60.0.4';
      const { access_token: token } = await login(b, 'ana', ip);
      const customerId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
        .customer_id as number;
      const bills = (
        await call(
          b,
          'GET',
          `/api/v1/financial_statement/user_debits_info?startDueDate=2000-01-01&endDueDate=2036-12-31&customerId=${customerId}`,
          { token, ip },
        )
      ).body as { bill_id: number }[];
      const bill = (bills[0] as { bill_id: number }).bill_id;
      const statement = await call(
        b,
        'GET',
        `/api/v1/financial_statement/current_debit_balance/pdf?customerId=${customerId}&numberTitle=${bill}&enterpriseId=0`,
        { token, ip },
      );
      expect(statement.status).toBe(200);
      const download = await fetch(`${a.url}${statement.body.url_report}`);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await download.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(Number(download.headers.get('content-length'))).toBe(bytes.byteLength);
      // Issued by B into the bucket, never into B's folder.
      const key = new URL(statement.body.url_report, a.url).pathname.split('/').pop() as string;
      expect(s3.objects().some((name) => name.endsWith(`portal/${key}`))).toBe(true);
      expect(existsSync(join(dataDirs[1] as string, 'files', key.slice(0, 2)))).toBe(false);
    });
  },
);
