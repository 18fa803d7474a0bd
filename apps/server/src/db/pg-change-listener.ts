import pg from 'pg';
import type { ChangeFeed } from '../cache/change-feed';

/**
 * The channel the change triggers notify: the changed table's name (migrations 0002, 0003), or the
 * topic and the customers or enterprises a change concerns (migration 0007; cache/change-feed.ts).
 */
export const CHANGES_CHANNEL = 'portal_changes';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/** A running listener: `stop()` closes its connection and stops reconnecting. */
export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * Keeps one dedicated PostgreSQL connection in `LISTEN portal_changes` and forwards every
 * notification to the feed. The feed is live only while the connection is up; when it drops, caches
 * stop being used at once, and the listener reconnects with a growing delay (0.5 s up to 10 s).
 * Resolves once the first connection is listening, or failed (then it keeps retrying in background).
 */
export async function startPgChangeListener(
  connectionString: string,
  feed: ChangeFeed,
  onProblem: (message: string, error: unknown) => void,
): Promise<ChangeListener> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let timer: NodeJS.Timeout | undefined;

  const lost = (error: unknown) => {
    feed.setLive(false);
    const dead = client;
    client = undefined;
    dead?.removeAllListeners();
    dead?.end().catch(() => {});
    if (stopped) return;
    onProblem('change listener disconnected; caches off until it reconnects', error);
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost(new Error('connection ended'));
    });
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) feed.announced(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (stopped || client !== next) return;
      retryMs = FIRST_RETRY_MS;
      feed.setLive(true);
    } catch (error) {
      if (client === next) lost(error);
    }
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      feed.setLive(false);
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      await last?.end().catch(() => {});
    },
  };
}
