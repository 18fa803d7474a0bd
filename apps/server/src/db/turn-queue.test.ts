import { describe, expect, it } from 'vitest';
import { inOwnTurn } from './turn-queue';

/** Logs 'turn' once per turn of the event loop (an immediate queued from an immediate waits a loop). */
function turnLogger(log: string[]): () => void {
  let on = true;
  const tick = () => {
    if (!on) return;
    log.push('turn');
    setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    on = false;
  };
}

describe('inOwnTurn (decision 055)', () => {
  it('runs pieces queued together each in a turn of the event loop of its own', async () => {
    const log: string[] = [];
    const stop = turnLogger(log);
    await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) =>
        inOwnTurn(async () => {
          log.push(name);
        }),
      ),
    );
    stop();
    const pieces = log.filter((entry) => entry !== 'turn');
    expect(pieces).toEqual(['a', 'b', 'c', 'd']);
    // Between two pieces the loop turned: other work (sockets, timers) ran in between.
    for (let i = 1; i < pieces.length; i++) {
      const between = log.slice(log.indexOf(pieces[i - 1] as string) + 1, log.indexOf(pieces[i] as string));
      expect(between, `between ${pieces[i - 1]} and ${pieces[i]}`).toContain('turn');
    }
  });

  it('starts a piece only after the one before it ended, even when that one failed', async () => {
    const log: string[] = [];
    const first = inOwnTurn(async () => {
      log.push('first started');
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push('first ended');
      throw new Error('first failed');
    });
    const second = inOwnTurn(async () => {
      log.push('second started');
      return 2;
    });
    await expect(first).rejects.toThrow('first failed');
    expect(await second).toBe(2);
    expect(log).toEqual(['first started', 'first ended', 'second started']);
  });
});
