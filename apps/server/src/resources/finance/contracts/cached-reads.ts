import type { CachedRead } from '../../../cache/cached-answer';
import { scopeOfCustomer } from '../../../cache/change-feed';
import type { AppContext } from '../../../context';
import type { Caller } from '../../../security/caller';

/**
 * A statement read as the responses cache names it: every finance read is scoped to the caller's
 * customer, and its status and balance change at São Paulo midnight, so the day is in the key too.
 * It reads the customer's contracts, units, installments and proofs, and the names of their
 * companies and enterprises, whose changes the database announces to the customers concerned
 * (migration 0007): a change of another customer's rows leaves it cached.
 */
export function statementRead(ctx: AppContext, caller: Caller, read: string, params: unknown): CachedRead {
  return {
    read,
    scope: caller.customerId,
    params: [ctx.calendar.today(), params],
    dependencies: [`finance:${scopeOfCustomer(caller.customerId)}`],
  };
}

/** A generation report: records, with the contract, enterprise and customer they name. */
export function generationReport(read: string, params: unknown): CachedRead {
  return { read, scope: 'admin', params, dependencies: ['reports', 'finance', 'enterprises', 'people'] };
}
