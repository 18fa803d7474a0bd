import { and, eq, exists, type SQL } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/database';
import { enterprises } from '../../db/schema/enterprises';
import { contracts, units } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';

/**
 * What an enterprise read depends on about the caller, as `visibleTo` decides it: an administrator
 * sees every enterprise (one answer for all of them), a customer those where they hold a unit.
 */
export function enterpriseScope(caller: Caller): string {
  return caller.type === 'admin' ? 'admin' : `customer-${caller.customerId}`;
}

/** SQL condition: the caller may see the enterprise row (admin: all; customer: where they hold a unit). */
export function visibleTo(db: Db, caller: Caller): SQL | undefined {
  if (caller.type === 'admin') return undefined;
  return exists(
    db
      .select({ one: units.id })
      .from(units)
      .innerJoin(contracts, eq(contracts.id, units.contractId))
      .where(and(eq(units.enterpriseId, enterprises.id), eq(contracts.customerId, caller.customerId))),
  );
}

/** The enterprise if the caller may see it, else 404 (also for ids that do not exist). */
export async function visibleEnterprise(db: Db, caller: Caller, enterpriseId: number) {
  const [row] = await db
    .select()
    .from(enterprises)
    .where(and(eq(enterprises.id, enterpriseId), visibleTo(db, caller)));
  if (!row) throw notFound();
  return row;
}
