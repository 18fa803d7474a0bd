import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema/operations';
import { backends, startTestServer, type TestServer } from '../test/test-server';
import { startHousekeeping } from './housekeeping';
import { claimHousekeepingTurn, HOUSEKEEPING_TURN_KEY } from './housekeeping-turn';

describe.each(backends())('housekeeping turn across processes (%s)', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend);
  });
  afterAll(() => server?.stop());

  // The server's own pass at start claims the turn too: wait for it, or it could take the turn between
  // the delete and the askers below (seen on a loaded CI machine: no asker won).
  const forgetTurn = async () => {
    await server.housekeeping.settled();
    await server.ctx.db.delete(rateLimits).where(eq(rateLimits.key, HOUSEKEEPING_TURN_KEY));
  };

  it('gives one turn per window, to exactly one of many simultaneous askers', async () => {
    await forgetTurn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => claimHousekeepingTurn(server.ctx.db, 60_000)),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await claimHousekeepingTurn(server.ctx.db, 60_000)).toBe(false);
    // A window of 90 % of a 100 ms interval is over after 90 ms: the next ask wins again.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await claimHousekeepingTurn(server.ctx.db, 100)).toBe(true);
  });

  it('three processes starting their housekeeping together run one pass, and runNow still forces one', async () => {
    await forgetTurn();
    let passes = 0;
    const mailer = {
      ...server.ctx.mailer,
      retryKept: () => {
        passes++;
        return server.ctx.mailer.retryKept();
      },
    };
    // Three housekeepings on one database stand for three server processes (each has its own timer).
    const all = [1, 2, 3].map(() => startHousekeeping({ ...server.ctx, mailer }, { intervalMs: 60_000 }));
    try {
      await vi.waitFor(() => expect(passes).toBe(1), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(passes).toBe(1);
      await all[1]?.runNow();
      expect(passes).toBe(2);
    } finally {
      await Promise.all(all.map((h) => h.stop()));
    }
  });
});
