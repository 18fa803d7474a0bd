import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/operations';

/** The development mailbox's list: the latest `limit` messages of the outbox, newest first. */
export function selectOutboxList(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** One message of the outbox, if any. */
export async function selectOutboxMessage(db: Db, id: number) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return mail;
}
