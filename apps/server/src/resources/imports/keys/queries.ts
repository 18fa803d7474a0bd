import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { integrationKeys } from '../../../db/schema/imports';
import { accounts } from '../../../db/schema/people';

/** A key as the list shows it, with the e-mail of the administrator who created it. */
export interface ListedKeyRow {
  readonly id: number;
  readonly name: string;
  readonly prefix: string;
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly lastUsedAt: Date | null;
  readonly revokedAt: Date | null;
}

const listed = {
  id: integrationKeys.id,
  name: integrationKeys.name,
  prefix: integrationKeys.prefix,
  createdAt: integrationKeys.createdAt,
  createdBy: accounts.email,
  lastUsedAt: integrationKeys.lastUsedAt,
  revokedAt: integrationKeys.revokedAt,
};

/** Stores a new key (its SHA-256, never the secret); its id. */
export async function insertKey(
  db: Db,
  key: { name: string; prefix: string; secretHash: string; createdBy: number; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(integrationKeys).values(key).returning({ id: integrationKeys.id });
  return row?.id ?? 0;
}

/** One key as the list shows it. */
export async function listedKey(db: Db, id: number): Promise<ListedKeyRow | undefined> {
  const [row] = await db
    .select(listed)
    .from(integrationKeys)
    .innerJoin(accounts, eq(accounts.id, integrationKeys.createdBy))
    .where(eq(integrationKeys.id, id));
  return row;
}

/** Every key, newest first, revoked ones included. */
export function listedKeys(db: Db): Promise<ListedKeyRow[]> {
  return db
    .select(listed)
    .from(integrationKeys)
    .innerJoin(accounts, eq(accounts.id, integrationKeys.createdBy))
    .orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id));
}

/** Whether a key with this id exists. */
export async function keyExists(db: Db, id: number): Promise<boolean> {
  const [found] = await db
    .select({ id: integrationKeys.id })
    .from(integrationKeys)
    .where(eq(integrationKeys.id, id));
  return found !== undefined;
}

/** Marks a key revoked at `at`, unless it already is. */
export async function revokeKey(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(integrationKeys)
    .set({ revokedAt: at })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)));
}

/** The key whose shown prefix is `prefix`, with its stored hash. */
export async function keyByPrefix(db: Db, prefix: string) {
  const [row] = await db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      prefix: integrationKeys.prefix,
      secretHash: integrationKeys.secretHash,
      revokedAt: integrationKeys.revokedAt,
    })
    .from(integrationKeys)
    .where(eq(integrationKeys.prefix, prefix));
  return row;
}

/** Records that a key was used at `at`. */
export async function touchKey(db: Db, id: number, at: Date): Promise<void> {
  await db.update(integrationKeys).set({ lastUsedAt: at }).where(eq(integrationKeys.id, id));
}
