import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema/operations';
import type { TestServer } from './test-server';

/** The newest message of the development outbox for `to`, if any. */
export async function lastMailTo(server: TestServer, to: string) {
  const [mail] = await server.ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** How many messages the outbox holds for `to`. */
export async function mailCount(server: TestServer, to: string): Promise<number> {
  return (await server.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.to, to)))
    .length;
}

/** The first link of a message's text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${text}`);
  return match[0];
}
