import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CreatedIntegrationKey, INTEGRATION_KEY_PREFIX, type IntegrationKey } from '@portal/api';
import { AppError } from '../../../app-error';
import type { AppContext } from '../../../context';
import { displayName } from '../../../security/display-text';
import {
  insertKey,
  keyByPrefix,
  keyExists,
  type ListedKeyRow,
  listedKey,
  listedKeys,
  revokeKey,
  touchKey,
} from './queries';

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

function toWire(row: ListedKeyRow): IntegrationKey {
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
  const id = await insertKey(ctx.db, {
    name: displayName(name),
    prefix: secret.slice(0, PREFIX_LENGTH),
    secretHash: hashOf(secret).toString('hex'),
    createdBy: accountId,
    createdAt: ctx.clock.now(),
  });
  const created = await listedKey(ctx.db, id);
  if (!created) throw new Error('integration key vanished after insert');
  return { key: toWire(created), secret };
}

/** Every key, newest first, revoked ones included (never their secrets). */
export async function listIntegrationKeys(ctx: AppContext): Promise<IntegrationKey[]> {
  const rows = await listedKeys(ctx.db);
  return rows.map(toWire);
}

/** Revokes a key from the next call on; revoking a revoked key is harmless, an unknown id is 404. */
export async function revokeIntegrationKey(ctx: AppContext, id: number): Promise<void> {
  if (!(await keyExists(ctx.db, id))) throw new AppError(404, 'INTEGRATION-KEY-404');
  await revokeKey(ctx.db, id, ctx.clock.now());
}

/**
 * The key behind a bearer token, or null (unknown, malformed or revoked). The row is found by its
 * prefix and the SHA-256 of the whole key compared in constant time; the use is recorded. Not cached:
 * a revocation holds from the very next call, and an import is not a hot read.
 */
export async function verifyIntegrationKey(ctx: AppContext, token: string): Promise<KeyCaller | null> {
  if (!KEY_SHAPE.test(token)) return null;
  const row = await keyByPrefix(ctx.db, token.slice(0, PREFIX_LENGTH));
  const given = hashOf(token);
  const stored = Buffer.from(row?.secretHash ?? '', 'hex');
  const matches = stored.length === given.length && timingSafeEqual(stored, given);
  if (!row || !matches || row.revokedAt) return null;
  await touchKey(ctx.db, row.id, ctx.clock.now());
  return { id: row.id, name: row.name, prefix: row.prefix };
}
