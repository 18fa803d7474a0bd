import type { Db } from '../db/database';
import type { Logger } from '../logger';
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

/** One delivery attempt to the mail server: nodemailer's `sendMail`, or a test's stand-in. */
export type MailTransport = (message: MailMessage, from: string) => Promise<void>;

/** Where messages wait after a failed delivery (the `mail_outbox` table), and who hears about it. */
export interface RetryStore {
  readonly db: Db;
  readonly clock: Clock;
  readonly logger: Logger;
}
