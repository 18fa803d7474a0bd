import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './people';

/**
 * A sign-in (a refresh-token family). Access tokens name their session (`sid`), so logout, reuse
 * detection and a password reset end the session at once, not 15 minutes later.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** `logout`, `reuse`, `password-reset`. */
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

/**
 * One refresh token of a session. The token a client holds is `id` plus an HMAC of it under a server
 * key, so the table holds nothing a thief could present (see docs/decisions, refresh tokens).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Set when the token was exchanged; a second exchange after the grace window is a theft signal. */
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The successor handed out on use, returned again to parallel refreshes inside the grace window. */
    replacedBy: uuid('replaced_by'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
