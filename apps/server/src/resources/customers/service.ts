import type {
  ClientAccessAuditEntry,
  ClientAccessState,
  ClientDetail,
  Customer,
  UserList,
} from '@portal/api';
import { todayIso } from '@portal/domain';
import { AppError, notFound } from '../../app-error';
import type { AppContext } from '../../context';
import { ADMIN_NAME, type Caller } from '../../security/caller';
import { findAccountById, spendAllAccountTokens } from '../accounts/identity/service';
import { revokeAllSessions, sendActivationLink } from '../accounts/sessions/service';
import {
  type ClientRow,
  insertClientAction,
  selectClient,
  selectClientActions,
  selectClientContracts,
  selectCustomer,
  selectUserPage,
  setClientBlocked,
} from './queries';

/** ISO calendar day of a moment in São Paulo (a customer created at 22:00 there was created that day). */
function isoDay(date: Date): string {
  return todayIso(date);
}

/**
 * `GET /api/v1/user?customerId=`. A customer reads only their own record; any other id answers the
 * same 404 as an id that does not exist. An administrator reads any customer, and their own record
 * (negative id, 'Administrador').
 */
export async function lookUpCustomer(ctx: AppContext, caller: Caller, customerId: number): Promise<Customer> {
  if (caller.type !== 'admin' && customerId !== caller.customerId) throw notFound();
  if (customerId < 0) {
    if (customerId !== caller.customerId) throw notFound();
    return {
      id: caller.customerId,
      person_type: null,
      created_at: isoDay(caller.createdAt),
      cpf: null,
      cnpj: null,
      email: caller.email,
      name: ADMIN_NAME,
      type: 'admin',
    };
  }
  const c = await selectCustomer(ctx.db, customerId);
  if (!c) throw notFound();
  return {
    id: c.id,
    person_type: c.personType,
    created_at: isoDay(c.createdAt),
    cpf: c.cpf,
    cnpj: c.cnpj,
    email: c.email,
    name: c.name,
    type: 'user',
  };
}

/** `GET /api/v1/user/list` (admin): customer accounts by name, with the spec's Cognito-like shape. */
export async function listUsers(ctx: AppContext, page: { limit: number; offset: number }): Promise<UserList> {
  const { rows, total } = await selectUserPage(ctx.db, page);
  return {
    users: rows.map((row) => ({
      email: row.email,
      customer_id: row.customerId,
      attributes: { sienge_name: [row.name] },
    })),
    total,
  };
}

/** How many actions the client page lists. */
const AUDIT_LINES = 50;

/** The access state of docs/product/rules.md, "Acesso do cliente": a block wins over pending or active. */
function accessOf(row: ClientRow): ClientAccessState {
  if (row.accountId === null) return 'none';
  if (row.deactivatedAt !== null) return 'blocked';
  return row.status === 'active' ? 'active' : 'pending';
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /api/v1/clients/{id}`: the customer, its access, contracts and the staff's actions on its access. */
export async function clientDetail(ctx: Pick<AppContext, 'db'>, customerId: number): Promise<ClientDetail> {
  const row = await selectClient(ctx.db, customerId);
  if (!row) throw new AppError(404, 'CLIENT-404');
  const [contracts, actions] = await Promise.all([
    selectClientContracts(ctx.db, customerId),
    row.accountId === null ? [] : selectClientActions(ctx.db, row.accountId, AUDIT_LINES),
  ]);
  const audit: ClientAccessAuditEntry[] = actions.map((action) => ({
    id: action.id,
    occurred_at: action.occurredAt.toISOString(),
    action: action.action,
    actor_name: action.actorEmail === null ? null : (action.actorName ?? ADMIN_NAME),
    actor_email: action.actorEmail,
  }));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    person_type: row.personType,
    cpf: row.cpf,
    cnpj: row.cnpj,
    access: accessOf(row),
    account:
      row.accountId === null || row.accountEmail === null || row.accountCreatedAt === null
        ? null
        : {
            email: row.accountEmail,
            created_at: row.accountCreatedAt.toISOString(),
            activated_at: iso(row.activatedAt),
            blocked_at: iso(row.deactivatedAt),
            last_login_at: iso(row.lastLoginAt),
          },
    contracts: contracts.map((contract) => ({
      bill_id: contract.billId,
      document: contract.document,
      enterprise_name: contract.enterpriseName,
      contract_date: contract.contractDate,
    })),
    audit,
  };
}

/** The customer's login id, or the 404/409 of a customer missing or without a login. */
async function loginOf(
  ctx: Pick<AppContext, 'db'>,
  customerId: number,
): Promise<ClientRow & { accountId: number }> {
  const row = await selectClient(ctx.db, customerId);
  if (!row) throw new AppError(404, 'CLIENT-404');
  if (row.accountId === null) throw new AppError(409, 'CLIENT-NO-ACCOUNT-409');
  return { ...row, accountId: row.accountId };
}

/**
 * `POST /api/v1/clients/{id}/activation-email`: the activation e-mail a login of the pending account
 * sends, with a new link; older links keep working until used or expired, as with a login. Sent now
 * or not at all: when the mail server fails, the caller hears 503 and nothing is recorded.
 */
export async function resendClientActivation(
  ctx: AppContext,
  actorId: number,
  customerId: number,
): Promise<void> {
  const row = await loginOf(ctx, customerId);
  if (row.status !== 'pending' || row.deactivatedAt !== null)
    throw new AppError(409, 'CLIENT-ACTIVATION-409');
  const account = await findAccountById(ctx.db, row.accountId);
  if (!account) throw new AppError(404, 'CLIENT-404');
  const now = ctx.clock.now();
  try {
    await sendActivationLink(ctx, account, now, async () => {});
  } catch (error) {
    if (error instanceof AppError && error.code === 'LOGIN-503')
      throw new AppError(503, 'CLIENT-ACTIVATION-503', error.headers);
    throw error;
  }
  await insertClientAction(ctx.db, {
    actorId,
    targetId: row.accountId,
    action: 'activation-resent',
    at: now,
  });
}

/**
 * `POST /api/v1/clients/{id}/block` (decision 063): as a staff deactivation (decision 051), the
 * customer's sessions end at once (refresh included), every e-mailed link dies and the next call of an
 * access token still in their hands is refused; a login hears LOGIN-BLOCKED-403.
 */
export async function blockClient(ctx: AppContext, actorId: number, customerId: number): Promise<void> {
  const row = await loginOf(ctx, customerId);
  const now = ctx.clock.now();
  if (await setClientBlocked(ctx.db, row.accountId, now)) {
    await insertClientAction(ctx.db, { actorId, targetId: row.accountId, action: 'blocked', at: now });
  }
  // Also when it was already blocked: nothing can be left open behind a block.
  await revokeAllSessions(ctx, row.accountId, 'blocked');
  await spendAllAccountTokens(ctx.db, row.accountId, now);
}

/**
 * `POST /api/v1/clients/{id}/unblock`: the customer logs in with the same password again (a pending
 * login asks for the activation again, sending a new link, as before the block).
 */
export async function unblockClient(ctx: AppContext, actorId: number, customerId: number): Promise<void> {
  const row = await loginOf(ctx, customerId);
  const now = ctx.clock.now();
  if (await setClientBlocked(ctx.db, row.accountId, null)) {
    await insertClientAction(ctx.db, { actorId, targetId: row.accountId, action: 'unblocked', at: now });
  }
}
