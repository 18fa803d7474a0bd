import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import type { Clock } from '../security/clock';
import type { MailMessage, MailTransport, RetryStore } from './mail-message';
import { flushRetryQueue, keepForRetry, NOTHING_RETRIED, type RetryReport } from './mail-queue';
import { insertOutboxMessage } from './queries';

/** Sends e-mail. Implementations: SMTP (production) and the database outbox (development). */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  /**
   * Hands a message over for delivery. When the mail server fails, a mailer with a retry store logs the
   * failure and keeps the message for a later attempt instead of failing the request (what the customer
   * sent is already saved; only the notification is late). Throws `MailDeliveryError` only when the
   * message could be neither delivered nor kept.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers now or throws `MailDeliveryError`; nothing is kept. For a message that is worthless later,
   * such as the activation link of this very login: the person is told to try again instead.
   */
  sendNow(message: MailMessage): Promise<void>;
  /** Sends again the messages kept after failures (housekeeping calls it); nothing to do for the outbox. */
  retryKept(): Promise<RetryReport>;
  close(): void;
}

/** A message the mail server did not take (refused, timed out, bad credentials, ...). */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    readonly kind: string,
    cause: unknown,
  ) {
    super(`e-mail "${kind}" not delivered: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/**
 * nodemailer's defaults wait 2 minutes for a connection and 30 s for the greeting: a login would hang
 * that long on an unreachable server. Query parameters of `SMTP_URL` still override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Real delivery through `SMTP_URL` (nodemailer). With a `retry` store, failed messages are kept in the
 * database and sent again by the housekeeping timer; without one, `send` throws like `sendNow`.
 */
export function createSmtpMailer(smtpUrl: string, from: string, retry?: RetryStore): Mailer {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const deliver: MailTransport = async (message, sender) => {
    await transporter.sendMail({
      from: sender,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
    });
  };
  return createDeliveringMailer(deliver, from, retry, () => transporter.close());
}

/** A mailer over any delivery function (SMTP in production; tests pass one that fails on purpose). */
export function createDeliveringMailer(
  deliver: MailTransport,
  from: string,
  retry: RetryStore | undefined,
  close: () => void = () => {},
): Mailer {
  const sendNow = async (message: MailMessage) => {
    try {
      await deliver(message, from);
    } catch (error) {
      throw new MailDeliveryError(message.kind, error);
    }
  };
  return {
    transport: 'smtp',
    sendNow,
    send: async (message) => {
      try {
        await sendNow(message);
      } catch (error) {
        if (!retry) throw error;
        const id = await keepForRetry(retry, message, from).catch((keepError: unknown) => {
          retry.logger.error('e-mail lost: not delivered and not kept', {
            kind: message.kind,
            error: error instanceof Error ? error.message : String(error),
            keep_error: keepError instanceof Error ? keepError.message : String(keepError),
          });
          throw error;
        });
        retry.logger.error('e-mail not delivered, kept for a retry', {
          kind: message.kind,
          outbox_id: id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    },
    retryKept: () =>
      retry ? flushRetryQueue(retry, (message) => deliver(message, from)) : Promise.resolve(NOTHING_RETRIED),
    close,
  };
}

/** Keeps every message in `mail_outbox`, shown at `/dev/mail`, when no SMTP server is configured. */
export function createOutboxMailer(db: Db, from: string, clock: Clock): Mailer {
  const send = async (message: MailMessage) => {
    await insertOutboxMessage(db, { ...message, from, createdAt: clock.now() });
  };
  return {
    transport: 'outbox',
    send,
    sendNow: send,
    retryKept: () => Promise.resolve(NOTHING_RETRIED),
    close: () => {},
  };
}
