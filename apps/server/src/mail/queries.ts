import { like, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { mailOutbox } from '../db/schema/operations';

/** A row of `mail_outbox`: a message with its sender, its kind and when it was written. */
export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Writes a message to `mail_outbox`; returns its id. */
export async function insertOutboxMessage(db: Db, row: Omit<OutboxRow, 'id'>): Promise<number | undefined> {
  const [stored] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  return stored?.id;
}

/** How many messages of the outbox have a kind starting with `kindPrefix`. */
export async function countOutboxByKindPrefix(db: Db, kindPrefix: string): Promise<number> {
  const rows = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(like(mailOutbox.kind, `${kindPrefix}%`));
  return rows.length;
}

/**
 * Claims the oldest message whose kind starts with `kindPrefix` by deleting it (`FOR UPDATE SKIP
 * LOCKED`, so two server instances never claim the same one); none when there is none left.
 */
export async function claimOldestOutboxMessage(db: Db, kindPrefix: string): Promise<OutboxRow | undefined> {
  const [row] = await db
    .delete(mailOutbox)
    .where(
      sql`${mailOutbox.id} = (select id from mail_outbox where kind like ${`${kindPrefix}%`} order by id limit 1 for update skip locked)`,
    )
    .returning();
  return row;
}
