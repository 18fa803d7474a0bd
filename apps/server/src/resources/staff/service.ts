import type { StaffAuditEntry, StaffMember, StaffOverview } from '@portal/api';
import { AppError } from '../../app-error';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/query-errors';
import { MailDeliveryError } from '../../mail/mailer';
import { invitationMail } from '../../mail/templates';
import { ADMIN_NAME } from '../../security/caller';
import { randomToken } from '../../security/opaque-tokens';
import {
  issueAccountToken,
  normalizeEmail,
  revokeAccountToken,
  spendAllAccountTokens,
} from '../accounts/identity/service';
import { revokeAllSessions } from '../accounts/sessions/service';
import {
  insertStaffAccount,
  insertStaffAction,
  lockOtherActiveAdmins,
  type StaffActionRow,
  type StaffRow,
  selectAccountByEmail,
  selectStaff,
  selectStaffActions,
  selectStaffMember,
  setDeactivatedAt,
  updateStaffName,
} from './queries';

/** How many actions the 'Equipe' page lists. */
const AUDIT_LINES = 100;

/** The portal page where an invited person chooses the password (the reset page, decision 051). */
export const SET_PASSWORD_PAGE_PATH = '/reset-password';

function toMember(row: StaffRow, callerId: number | null): StaffMember {
  return {
    id: row.id,
    name: row.name ?? ADMIN_NAME,
    email: row.email,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
    active: row.deactivatedAt === null,
    invitation_pending: row.status === 'pending',
    is_you: row.id === callerId,
  };
}

function toAuditEntry(row: StaffActionRow): StaffAuditEntry {
  return {
    id: row.id,
    occurred_at: row.occurredAt.toISOString(),
    action: row.action,
    actor_name: row.actorEmail === null ? null : (row.actorName ?? ADMIN_NAME),
    actor_email: row.actorEmail,
    target_name: row.targetName ?? ADMIN_NAME,
    target_email: row.targetEmail,
  };
}

/** `GET /api/v1/staff`: every administrator and the latest actions on their accounts. */
export async function listStaff(ctx: Pick<AppContext, 'db'>, callerId: number): Promise<StaffOverview> {
  const [members, audit] = await Promise.all([selectStaff(ctx.db), selectStaffActions(ctx.db, AUDIT_LINES)]);
  return { members: members.map((row) => toMember(row, callerId)), audit: audit.map(toAuditEntry) };
}

/** What a staff account needs to be created or invited again. */
export interface StaffInput {
  readonly email: string;
  readonly name: string;
}

/** A staff account ready for its person: the one-time link (24 h) that sets the password. */
export interface StaffLink {
  readonly accountId: number;
  readonly token: string;
  readonly link: string;
}

type LinkContext = Pick<AppContext, 'db' | 'clock' | 'passwords' | 'config'>;

/**
 * Creates a staff account whose password is still to be chosen, or takes the pending one of this
 * e-mail (an invitation sent again: older links are spent, so only the newest works), records the
 * action and issues the one-time link to the set-password page. `existing` says what to do with an
 * e-mail that already logs in: refuse (the portal's invitation) or issue a new link (the command line,
 * for an administrator who lost access). A customer's e-mail and a deactivated account are refused.
 */
export async function prepareStaffLink(
  ctx: LinkContext,
  input: StaffInput,
  actorId: number | null,
  existing: 'refuse' | 'new-link',
): Promise<StaffLink> {
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const now = ctx.clock.now();
  const account = await selectAccountByEmail(ctx.db, email);
  let accountId: number;
  if (!account) {
    // Nobody knows this password: the account opens only through the link.
    const passwordHash = await ctx.passwords.hash(randomToken());
    try {
      accountId = await insertStaffAccount(ctx.db, { email, name, passwordHash, now });
    } catch (error) {
      // Another invitation or sign-up of this e-mail won the race: it has an account now.
      if (isUniqueViolation(error)) throw new AppError(409, 'STAFF-INVITE-409');
      throw error;
    }
  } else {
    const reusable =
      account.type === 'admin' &&
      account.deactivatedAt === null &&
      (account.status === 'pending' || existing === 'new-link');
    if (!reusable) throw new AppError(409, 'STAFF-INVITE-409');
    accountId = account.id;
    if (account.status === 'pending') await updateStaffName(ctx.db, accountId, name);
    await spendAllAccountTokens(ctx.db, accountId, now);
  }
  await insertStaffAction(ctx.db, {
    actorId,
    targetId: accountId,
    action: actorId === null ? 'created' : 'invited',
    at: now,
  });
  const token = await issueAccountToken(ctx.db, accountId, 'invitation', now);
  const link = `${ctx.config.publicUrl}${SET_PASSWORD_PAGE_PATH}?token=${encodeURIComponent(token)}`;
  return { accountId, token, link };
}

/**
 * `POST /api/v1/staff`: invites a colleague by e-mail. Inviting a pending invitation's e-mail again
 * sends a new link (the old one stops working); any other account of that e-mail is a 409. When the
 * mail server neither takes nor keeps the message, the link is deleted and the caller hears 503.
 */
export async function inviteStaff(ctx: AppContext, actorId: number, input: StaffInput): Promise<StaffMember> {
  const prepared = await prepareStaffLink(ctx, input, actorId, 'refuse');
  const member = await selectStaffMember(ctx.db, prepared.accountId);
  if (!member) throw new Error('invited staff account not found');
  try {
    // A failing SMTP server makes the mailer keep the message and retry it while the link is valid.
    await ctx.mailer.send(invitationMail(ctx.brand, member.email, input.name.trim(), prepared.link));
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    await revokeAccountToken(ctx.db, prepared.token);
    ctx.logger.error('staff invitation e-mail lost', { account_id: member.id, error: error.message });
    throw new AppError(503, 'STAFF-INVITE-503', { 'Retry-After': '60' });
  }
  return toMember(member, actorId);
}

/**
 * `POST /api/v1/staff/{id}/deactivate`: the person's sessions end at once (refresh included) and every
 * e-mailed link dies; the next call of an access token still in their hands is refused. Nobody
 * deactivates themself, nor the last administrator who can log in (decision 051): the other active
 * administrators are locked while this is decided, so two of them cannot deactivate each other at once.
 */
export async function deactivateStaff(ctx: AppContext, actorId: number, targetId: number): Promise<void> {
  if (actorId === targetId) throw new AppError(409, 'STAFF-SELF-409');
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const target = await selectStaffMember(tx, targetId);
    if (!target) throw new AppError(404, 'STAFF-404');
    if (target.deactivatedAt !== null) return false;
    const others = await lockOtherActiveAdmins(tx, targetId);
    if (others.length === 0) throw new AppError(409, 'STAFF-LAST-ADMIN-409');
    await setDeactivatedAt(tx, targetId, now);
    await insertStaffAction(tx, { actorId, targetId, action: 'deactivated', at: now });
    return true;
  });
  if (!changed) return;
  await revokeAllSessions(ctx, targetId, 'deactivated');
  await spendAllAccountTokens(ctx.db, targetId, now);
}

/** `POST /api/v1/staff/{id}/reactivate`: the person logs in with their password again. */
export async function reactivateStaff(ctx: AppContext, actorId: number, targetId: number): Promise<void> {
  const target = await selectStaffMember(ctx.db, targetId);
  if (!target) throw new AppError(404, 'STAFF-404');
  if (target.deactivatedAt === null) return;
  const now = ctx.clock.now();
  await setDeactivatedAt(ctx.db, targetId, null);
  await insertStaffAction(ctx.db, { actorId, targetId, action: 'reactivated', at: now });
}
