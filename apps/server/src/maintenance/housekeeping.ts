import type { AppContext } from '../context';
import { describeError } from '../logger';
import { deleteOldAuditRows } from './audit-retention';
import { deleteExpiredDocuments } from './expired-documents';
import { deleteExpiredRows } from './expired-rows';
import { claimHousekeepingTurn } from './housekeeping-turn';

/** Every five minutes: kept e-mails get a few tries inside a reset link's 30 minutes, and tables stay small. */
export const HOUSEKEEPING_INTERVAL_MS = 5 * 60 * 1000;

/** The periodic background work of a server. */
export interface Housekeeping {
  /**
   * Runs a pass now, whatever other processes did this interval, after the one already running in this
   * process (passes of one process never overlap).
   */
  runNow(): Promise<void>;
  /** Resolves once no pass of this process is running (the one at start, or a timer's). */
  settled(): Promise<void>;
  /** Stops the timer and waits for a running pass, so the database can be closed after it. */
  stop(): Promise<void>;
}

/**
 * Starts the housekeeping of one server: a pass at once, then one every `intervalMs`, on an unref'd
 * timer (it never keeps the process alive). A pass deletes generated PDFs whose links expired and audit
 * rows past their retention, then expired rate-limit counters, spent account tokens and dead refresh
 * tokens, then retries the e-mails the mail server refused. A failing step is
 * logged and the next pass tries again; nothing is thrown at the caller.
 *
 * With several server processes on one database, each timer first claims the interval's turn
 * (`claimHousekeepingTurn`): one pass per interval runs, in whichever process asked first.
 */
export function startHousekeeping(
  ctx: Pick<AppContext, 'db' | 'clock' | 'logger' | 'mailer' | 'config' | 'files'>,
  options: { intervalMs?: number } = {},
): Housekeeping {
  let running: Promise<void> | undefined;
  let stopped = false;
  const intervalMs = options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  const pass = async (claimTurn: boolean) => {
    if (claimTurn) {
      const mine = await claimHousekeepingTurn(ctx.db, intervalMs).catch((error: unknown) => {
        ctx.logger.error('housekeeping: could not claim the turn', describeError(error));
        return false;
      });
      if (!mine) return;
    }
    try {
      const now = ctx.clock.now();
      const documents = await deleteExpiredDocuments(ctx.db, ctx.files, now);
      const audit = await deleteOldAuditRows(ctx.db, now, ctx.config.auditRetentionDays);
      if (documents + Object.values(audit).reduce((sum, n) => sum + n, 0) > 0)
        ctx.logger.info('expired documents and old audit rows deleted', { documents, ...audit });
    } catch (error) {
      ctx.logger.error('housekeeping: documents and audit retention failed', describeError(error));
    }
    try {
      const removed = await deleteExpiredRows(ctx.db, ctx.clock.now());
      if (removed.rateLimits + removed.accountTokens + removed.refreshTokens > 0)
        ctx.logger.info('expired rows deleted', { ...removed });
    } catch (error) {
      ctx.logger.error('housekeeping: cleanup failed', describeError(error));
    }
    try {
      await ctx.mailer.retryKept();
    } catch (error) {
      ctx.logger.error('housekeeping: e-mail retry failed', describeError(error));
    }
  };
  const run = (claimTurn: boolean) => {
    if (stopped) return running ?? Promise.resolve();
    running ??= pass(claimTurn).finally(() => {
      running = undefined;
    });
    return running;
  };
  void run(true);
  const timer = setInterval(() => void run(true), intervalMs);
  timer.unref();
  return {
    // A timer pass under way may be one that found the turn taken and does nothing: wait for it first.
    runNow: async () => {
      while (running) await running;
      return run(false);
    },
    settled: async () => {
      while (running) await running;
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
