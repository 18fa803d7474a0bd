import type { StaffAction } from '@portal/api';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { accounts } from '../../db/schema/people';
import { staffAudit } from '../../db/schema/staff';

/** A database or an open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A staff account as the database holds it. */
export interface StaffRow {
  readonly id: number;
  readonly name: string | null;
  readonly email: string;
  readonly status: 'pending' | 'active';
  readonly deactivatedAt: Date | null;
  readonly lastLoginAt: Date | null;
}

const staffColumns = {
  id: accounts.id,
  name: accounts.name,
  email: accounts.email,
  status: accounts.status,
  deactivatedAt: accounts.deactivatedAt,
  // Derived from the login audit (indexed by account and moment), so a login writes nothing more. The
  // outer column is written qualified: drizzle leaves `${accounts.id}` bare in a one-table select, and a
  // bare "id" inside the subquery would name login_audit's own id.
  lastLoginAt: sql<Date | null>`(select max(l.occurred_at) from login_audit l
    where l.account_id = "accounts"."id" and l.status = 'success')`.mapWith((value: string | Date | null) =>
    value === null ? null : new Date(value),
  ),
};

/** Every administrator account, by name then e-mail. */
export async function selectStaff(db: Db): Promise<StaffRow[]> {
  return db
    .select(staffColumns)
    .from(accounts)
    .where(eq(accounts.type, 'admin'))
    .orderBy(asc(sql`coalesce(${accounts.name}, '')`), asc(accounts.email));
}

/** The administrator account with this id, if any. */
export async function selectStaffMember(db: Db | Tx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(accounts)
    .where(and(eq(accounts.id, id), eq(accounts.type, 'admin')));
  return row;
}

/** The account of an e-mail (customer or staff), if any. */
export async function selectAccountByEmail(
  db: Db,
  email: string,
): Promise<
  { id: number; type: 'user' | 'admin'; status: 'pending' | 'active'; deactivatedAt: Date | null } | undefined
> {
  const [row] = await db
    .select({
      id: accounts.id,
      type: accounts.type,
      status: accounts.status,
      deactivatedAt: accounts.deactivatedAt,
    })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row;
}

/** Creates a staff account whose password is still to be chosen (status `pending`). */
export async function insertStaffAccount(
  db: Db,
  input: { email: string; name: string; passwordHash: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(accounts)
    .values({
      type: 'admin',
      email: input.email,
      name: input.name,
      passwordHash: input.passwordHash,
      status: 'pending',
      createdAt: input.now,
    })
    .returning({ id: accounts.id });
  if (!row) throw new Error('staff account not inserted');
  return row.id;
}

/** Renames a pending invitation when it is sent again. */
export async function updateStaffName(db: Db, id: number, name: string): Promise<void> {
  await db.update(accounts).set({ name }).where(eq(accounts.id, id));
}

/**
 * Locks, for the rest of the transaction, every administrator who can log in other than `exceptId`, and
 * returns their ids: two administrators deactivating each other at once are decided one after the other.
 */
export async function lockOtherActiveAdmins(tx: Tx, exceptId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.type, 'admin'),
        eq(accounts.status, 'active'),
        isNull(accounts.deactivatedAt),
        ne(accounts.id, exceptId),
      ),
    )
    .for('update');
  return rows.map((row) => row.id);
}

/** Sets or clears the deactivation of a staff account. */
export async function setDeactivatedAt(db: Db | Tx, id: number, at: Date | null): Promise<void> {
  await db.update(accounts).set({ deactivatedAt: at }).where(eq(accounts.id, id));
}

/** Records an action on a staff account; a null actor is the command line. */
export async function insertStaffAction(
  db: Db | Tx,
  entry: { actorId: number | null; targetId: number; action: StaffAction; at: Date },
): Promise<void> {
  await db.insert(staffAudit).values({
    occurredAt: entry.at,
    actorAccountId: entry.actorId,
    targetAccountId: entry.targetId,
    action: entry.action,
  });
}

/** A recorded action with both people's names and e-mails. */
export interface StaffActionRow {
  readonly id: number;
  readonly occurredAt: Date;
  readonly action: StaffAction;
  readonly actorName: string | null;
  readonly actorEmail: string | null;
  readonly targetName: string | null;
  readonly targetEmail: string;
}

/** The latest `limit` actions, newest first. */
export async function selectStaffActions(db: Db, limit: number): Promise<StaffActionRow[]> {
  const actor = alias(accounts, 'actor');
  const target = alias(accounts, 'target');
  return db
    .select({
      id: staffAudit.id,
      occurredAt: staffAudit.occurredAt,
      action: staffAudit.action,
      actorName: actor.name,
      actorEmail: actor.email,
      targetName: target.name,
      targetEmail: target.email,
    })
    .from(staffAudit)
    .innerJoin(target, eq(target.id, staffAudit.targetAccountId))
    .leftJoin(actor, eq(actor.id, staffAudit.actorAccountId))
    .orderBy(desc(staffAudit.occurredAt), desc(staffAudit.id))
    .limit(limit);
}
