import { TOKEN_LIFETIMES } from '../config/token-lifetimes';
import type { MailMessage, MailTransport, RetryStore } from './mail-message';
import { claimOldestOutboxMessage, countOutboxByKindPrefix, insertOutboxMessage } from './queries';

/**
 * Messages waiting for the SMTP server live in `mail_outbox` (no new table) under this `kind` prefix.
 * The prefix keeps them apart from the development mailbox's own rows, so a database that once ran
 * without SMTP never has its demo messages sent for real when `SMTP_URL` is set later.
 */
export const KEPT_KIND_PREFIX = 'smtp-retry:';

/** What one retry pass did. */
export interface RetryReport {
  readonly sent: number;
  readonly failed: number;
  /** Too old to be useful (a reset link that has already expired): deleted, logged. */
  readonly dropped: number;
}

/** The report of a pass with nothing to do. */
export const NOTHING_RETRIED: RetryReport = { sent: 0, failed: 0, dropped: 0 };

/** A kept message is worth sending only while its link still works. */
const MAX_AGE_MS: Readonly<Record<string, number>> = {
  activation: TOKEN_LIFETIMES.activation,
  reset: TOKEN_LIFETIMES.reset,
  invitation: TOKEN_LIFETIMES.invitation,
};
/** Tickets and proof notifications: a week late is still better than never. */
const DEFAULT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** At most this many messages per pass, so one pass stays short. */
const BATCH = 50;

/** Keeps a message that the mail server refused; returns its outbox id. */
export async function keepForRetry(store: RetryStore, message: MailMessage, from: string): Promise<number> {
  const id = await insertOutboxMessage(store.db, {
    ...message,
    kind: `${KEPT_KIND_PREFIX}${message.kind}`,
    from,
    createdAt: store.clock.now(),
  });
  return id ?? 0;
}

/** How many messages wait for a retry. */
export async function keptCount(store: Pick<RetryStore, 'db'>): Promise<number> {
  return countOutboxByKindPrefix(store.db, KEPT_KIND_PREFIX);
}

/**
 * Sends the kept messages, oldest first. Each is claimed by deleting it (`FOR UPDATE SKIP LOCKED`), so
 * two server instances never send the same one; a failed attempt puts it back and ends the pass (the
 * server is still down, the next pass tries again). A process killed during the SMTP call loses that one
 * message, which was logged when it first failed.
 */
export async function flushRetryQueue(store: RetryStore, deliver: MailTransport): Promise<RetryReport> {
  const now = store.clock.now().getTime();
  let sent = 0;
  let failed = 0;
  let dropped = 0;
  for (let i = 0; i < BATCH && failed === 0; i++) {
    const row = await claimOldestOutboxMessage(store.db, KEPT_KIND_PREFIX);
    if (!row) break;
    const kind = row.kind.slice(KEPT_KIND_PREFIX.length);
    if (now - row.createdAt.getTime() > (MAX_AGE_MS[kind] ?? DEFAULT_MAX_AGE_MS)) {
      dropped++;
      store.logger.warn('kept e-mail dropped: too old to be useful', { kind, outbox_id: row.id });
      continue;
    }
    const message: MailMessage = { to: row.to, subject: row.subject, html: row.html, text: row.text, kind };
    try {
      await deliver(message, row.from);
      sent++;
    } catch (error) {
      failed++;
      const { id: _old, ...again } = row;
      await insertOutboxMessage(store.db, again);
      store.logger.warn('kept e-mail still not delivered', {
        kind,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (sent > 0 || dropped > 0) store.logger.info('kept e-mails retried', { sent, dropped });
  return { sent, failed, dropped };
}
