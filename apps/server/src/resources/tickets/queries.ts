import type { Db } from '../../db/database';
import { tickets } from '../../db/schema/operations';

/** A ticket as stored: the caller's own e-mail and name, whatever the body said. */
export interface TicketRow {
  readonly title: string;
  readonly message: string;
  readonly email: string;
  readonly name: string;
  readonly accountId: number;
  readonly createdAt: Date;
}

/** Stores a ticket; returns its id. */
export async function insertTicket(db: Db, ticket: TicketRow): Promise<number | undefined> {
  const [stored] = await db.insert(tickets).values(ticket).returning({ id: tickets.id });
  return stored?.id;
}
