import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema/operations';
import { accounts, accountTokens } from '../db/schema/people';
import { refreshTokens } from '../db/schema/sessions';
import { ACCOUNTS } from '../test/demo-fixtures';
import { lastMailTo, linkIn } from '../test/outbox';
import { backends, clientAddress, startTestServer, type TestServer } from '../test/test-server';
import { deleteExpiredRows } from './expired-rows';
import { startHousekeeping } from './housekeeping';

const PUBLIC_URL = 'https://portal.exemplo.test';
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe.each(backends())('housekeeping (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  const post = (path: string, body: unknown, headers = clientAddress()) =>
    server.json('POST', path, { body, headers });
  const rateKeys = async (prefix: string) =>
    (
      await server.ctx.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, `${prefix}%`))
    ).map((r) => r.key);
  const tokensOf = async (email: string) => {
    const [account] = await server.ctx.db.select().from(accounts).where(eq(accounts.email, email));
    return server.ctx.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.accountId, account?.id ?? 0));
  };
  const refreshRowsOf = async (sessionIds: string[]) =>
    server.ctx.db.select().from(refreshTokens).where(inArray(refreshTokens.sessionId, sessionIds));
  const sessionOf = async (refreshToken: string) => {
    const id = server.ctx.refreshTokens.decode(refreshToken) ?? '';
    const [row] = await server.ctx.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
    if (!row) throw new Error('no session for the refresh token');
    return row.sessionId;
  };
  const resetToken = async (email: string) => {
    expect((await post('/api/v1/user/send-reset-password-email', { email })).status).toBe(200);
    const text = (await lastMailTo(server, email))?.text ?? '';
    return new URL(linkIn(text, `${PUBLIC_URL}/reset-password?token=`)).searchParams.get('token') ?? '';
  };

  it('deletes expired counters, spent tokens and dead refresh tokens, and only those', async () => {
    // Old: a failed login counted an hour ago, a reset link left to expire, a session ended by logout.
    const oldIp = { 'x-forwarded-for': '10.200.0.1' };
    expect((await post('/api/v1/token', { email: 'velho@demo.com.br', password: 'x' }, oldIp)).status).toBe(
      401,
    );
    await resetToken(ACCOUNTS.ana.email);
    const ended = (await post('/api/v1/token', ACCOUNTS.ana)).body.refresh_token as string;
    const endedSession = await sessionOf(ended);
    expect((await post('/api/v1/token/logout', { refresh_token: ended })).status).toBeLessThan(300);
    // The administrator's session is never ended (Ana's are, by her password reset below).
    const live = (await post('/api/v1/token', ACCOUNTS.admin)).body.refresh_token as string;
    const liveSession = await sessionOf(live);

    server.clock.advance(61 * MINUTE);
    // Fresh: a failed login now, a reset link spent now, another still waiting in a mailbox.
    const newIp = { 'x-forwarded-for': '10.200.0.2' };
    expect((await post('/api/v1/token', { email: 'novo@demo.com.br', password: 'x' }, newIp)).status).toBe(
      401,
    );
    const spent = await resetToken(ACCOUNTS.company.email);
    expect(
      (await post('/api/v1/user/reset-password', { token: spent, new_password: 'Nova#2026x' })).status,
    ).toBe(200);
    const waiting = await resetToken(ACCOUNTS.ana.email);
    expect((await tokensOf(ACCOUNTS.ana.email)).length).toBe(2);

    const removed = await deleteExpiredRows(server.ctx.db, server.clock.now());
    expect(removed.rateLimits).toBeGreaterThanOrEqual(2);
    expect(removed.accountTokens).toBeGreaterThanOrEqual(2);
    expect(await rateKeys('login:account:velho@')).toEqual([]);
    expect(await rateKeys('login:ip:10.200.0.1')).toEqual([]);
    expect(await rateKeys('login:account:novo@')).toEqual(['login:account:novo@demo.com.br']);
    expect(await rateKeys('login:ip:10.200.0.2')).toEqual(['login:ip:10.200.0.2']);
    expect(await tokensOf(ACCOUNTS.company.email)).toEqual([]);
    const anaTokens = await tokensOf(ACCOUNTS.ana.email);
    expect(anaTokens).toHaveLength(1);
    expect(anaTokens[0]?.usedAt).toBeNull();
    // The waiting link still works after the cleanup.
    expect(
      (await post('/api/v1/user/reset-password', { token: waiting, new_password: 'Outra#2026x' })).status,
    ).toBe(200);

    // A month later every refresh token above has expired; a new session is ended but not expired.
    server.clock.advance(31 * DAY);
    const recent = (await post('/api/v1/token', { ...ACCOUNTS.ana, password: 'Outra#2026x' })).body
      .refresh_token as string;
    const recentSession = await sessionOf(recent);
    await post('/api/v1/token/logout', { refresh_token: recent });
    const before = await refreshRowsOf([endedSession, liveSession, recentSession]);
    expect(before.filter((t) => t.sessionId === endedSession).length).toBeGreaterThan(0);
    expect(before.filter((t) => t.sessionId === liveSession).length).toBeGreaterThan(0);

    expect((await deleteExpiredRows(server.ctx.db, server.clock.now())).refreshTokens).toBeGreaterThan(0);
    const after = await refreshRowsOf([endedSession, liveSession, recentSession]);
    expect(after.filter((t) => t.sessionId === endedSession)).toEqual([]);
    // Kept: the expired tokens of a session nobody ended (a replay must still be detected) and the
    // unexpired token of an ended one.
    expect(after.filter((t) => t.sessionId === liveSession)).toEqual(
      before.filter((t) => t.sessionId === liveSession),
    );
    expect(after.filter((t) => t.sessionId === recentSession)).toHaveLength(1);
  });

  it('runs once at start, then on its timer, and not after stop', async () => {
    const stale = (key: string) => ({
      key,
      hits: 9,
      windowStartedAt: new Date(server.clock.now().getTime() - 2 * 60 * MINUTE),
      nextAllowedAt: new Date(server.clock.now().getTime() - 60 * MINUTE),
    });
    await server.ctx.db.insert(rateLimits).values(stale('test:at-start'));
    const housekeeping = startHousekeeping(server.ctx, { intervalMs: 25 });
    try {
      await vi.waitFor(async () => expect(await rateKeys('test:at-start')).toEqual([]), { timeout: 5000 });
      await server.ctx.db.insert(rateLimits).values(stale('test:on-timer'));
      await vi.waitFor(async () => expect(await rateKeys('test:on-timer')).toEqual([]), { timeout: 5000 });
    } finally {
      await housekeeping.stop();
    }
    await server.ctx.db.insert(rateLimits).values(stale('test:after-stop'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rateKeys('test:after-stop')).toEqual(['test:after-stop']);
    await housekeeping.runNow(); // a stopped housekeeping does nothing, even when asked
    expect(await rateKeys('test:after-stop')).toEqual(['test:after-stop']);
  });

  it('a failing pass is logged and does not stop the timer', async () => {
    const errors: string[] = [];
    const logger = { ...server.ctx.logger, error: (msg: string) => void errors.push(msg) };
    let calls = 0;
    const mailer = {
      ...server.ctx.mailer,
      retryKept: async () => {
        calls++;
        throw new Error('boom');
      },
    };
    const housekeeping = startHousekeeping({ ...server.ctx, logger, mailer }, { intervalMs: 25 });
    try {
      await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 5000 });
    } finally {
      await housekeeping.stop();
    }
    expect(errors).toContain('housekeeping: e-mail retry failed');
  });
});
