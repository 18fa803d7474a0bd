import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CreatedIntegrationKey, INTEGRATION_KEY_PREFIX, type IntegrationKey } from '@portal/api';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { integrationKeys } from '../../db/schema/imports';
import { accounts } from '../../db/schema/people';
import { displayName } from '../../security/display-text';

/** Characters of the key shown in the list and used to find its row: `pk_` and 8 of the secret. */
const PREFIX_LENGTH = INTEGRATION_KEY_PREFIX.length + 8;

/** `pk_` and 32 random bytes in base64url (43 characters): 256 bits, nothing to guess. */
const KEY_SHAPE = /^pk_[A-Za-z0-9_-]{43}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/** A key that authenticated a call. */
export interface KeyCaller {
  readonly id: number;
  readonly name: string;
  readonly prefix: string;
}

/** Tells whether a bearer token is shaped like an integration key (and so is never a portal token). */
export function looksLikeIntegrationKey(token: string): boolean {
  return token.startsWith(INTEGRATION_KEY_PREFIX);
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

type ListedRow = {
  id: number;
  name: string;
  prefix: string;
  createdAt: Date;
  createdBy: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

function toWire(row: ListedRow): IntegrationKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** Creates a key for an administrator; the whole secret leaves in this answer only (its SHA-256 is kept). */
export async function createIntegrationKey(
  ctx: AppContext,
  accountId: number,
  name: string,
): Promise<CreatedIntegrationKey> {
  const secret = `${INTEGRATION_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await ctx.db
    .insert(integrationKeys)
    .values({
      name: displayName(name),
      prefix: secret.slice(0, PREFIX_LENGTH),
      secretHash: hashOf(secret).toString('hex'),
      createdBy: accountId,
      createdAt: ctx.clock.now(),
    })
    .returning({ id: integrationKeys.id });
  const [created] = await ctx.db
    .select(listed)
    .from(integrationKeys)
    .innerJoin(accounts, eq(accounts.id, integrationKeys.createdBy))
    .where(eq(integrationKeys.id, row?.id ?? 0));
  if (!created) throw new Error('integration key vanished after insert');
  return { key: toWire(created), secret };
}

/** Every key, newest first, revoked ones included (never their secrets). */
export async function listIntegrationKeys(ctx: AppContext): Promise<IntegrationKey[]> {
  const rows = await ctx.db
    .select(listed)
    .from(integrationKeys)
    .innerJoin(accounts, eq(accounts.id, integrationKeys.createdBy))
    .orderBy(desc(integrationKeys.createdAt), desc(integrationKeys.id));
  return rows.map(toWire);
}

/** Revokes a key from the next call on; revoking a revoked key is harmless, an unknown id is 404. */
export async function revokeIntegrationKey(ctx: AppContext, id: number): Promise<void> {
  const [found] = await ctx.db
    .select({ id: integrationKeys.id })
    .from(integrationKeys)
    .where(eq(integrationKeys.id, id));
  if (!found) throw new AppError(404, 'INTEGRATION-KEY-404');
  await ctx.db
    .update(integrationKeys)
    .set({ revokedAt: ctx.clock.now() })
    .where(and(eq(integrationKeys.id, id), isNull(integrationKeys.revokedAt)));
}

/**
 * The key behind a bearer token, or null (unknown, malformed or revoked). The row is found by its
 * prefix and the SHA-256 of the whole key compared in constant time; the use is recorded. Not cached:
 * a revocation holds from the very next call, and an import is not a hot read.
 */
export async function verifyIntegrationKey(ctx: AppContext, token: string): Promise<KeyCaller | null> {
  if (!KEY_SHAPE.test(token)) return null;
  const [row] = await ctx.db
    .select({
      id: integrationKeys.id,
      name: integrationKeys.name,
      prefix: integrationKeys.prefix,
      secretHash: integrationKeys.secretHash,
      revokedAt: integrationKeys.revokedAt,
    })
    .from(integrationKeys)
    .where(eq(integrationKeys.prefix, token.slice(0, PREFIX_LENGTH)));
  const given = hashOf(token);
  const stored = Buffer.from(row?.secretHash ?? '', 'hex');
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !matches || row.revokedAt) return null;
  await ctx.db
    .update(integrationKeys)
    .set({ lastUsedAt: ctx.clock.now() })
    .where(eq(integrationKeys.id, row.id));
  return { id: row.id, name: row.name, prefix: row.prefix };
}
