import nodemailer from 'nodemailer';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/operations';
import type { Clock } from '../security/clock';

/** One message, ready to send. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** What produced it (`activation`, `reset`, `ticket`, ...), for the outbox and the logs. */
  readonly kind: string;
}

/** Sends e-mail. Implementations: SMTP (production) and the database outbox (development). */
export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Real delivery through `SMTP_URL` (nodemailer). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    send: async (message) => {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
    close: () => transporter.close(),
  };
}

/** Keeps every message in `mail_outbox`, shown at `/dev/mail`, when no SMTP server is configured. */
export function createOutboxMailer(db: Db, from: string, clock: Clock): Mailer {
  return {
    transport: 'outbox',
    send: async (message) => {
      await db.insert(mailOutbox).values({ ...message, from, createdAt: clock.now() });
    },
    close: () => {},
  };
}
