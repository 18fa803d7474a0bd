import { and, eq, type SQL } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/database';
import { contracts } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';

/**
 * "This contract belongs to the caller", the one condition every customer document reads through: the
 * caller's contracts (`billId` given: that one only). Another customer's contract matches nothing, the
 * same as one that does not exist, so bill numbers cannot be probed; administrators (customer id below
 * 0) hold none.
 */
export function callerContracts(caller: Caller, billId?: number): SQL {
  const owned = eq(contracts.customerId, caller.customerId);
  return billId === undefined ? owned : (and(eq(contracts.id, billId), owned) as SQL);
}

/** A contract the caller may read, with what the documents need about it. */
export interface OwnedContract {
  readonly id: number;
  readonly customerId: number;
  readonly companyId: number;
  readonly enterpriseId: number;
  readonly document: string;
  readonly contractDate: string;
  readonly monetaryUnit: string;
}

/**
 * The caller's contract `billId`, or 404 — the same answer for a contract that does not exist and one
 * of another customer, so bill numbers cannot be probed. Administrators hold no contracts.
 */
export async function ownedContract(db: Db, caller: Caller, billId: number): Promise<OwnedContract> {
  const [row] = await db
    .select({
      id: contracts.id,
      customerId: contracts.customerId,
      companyId: contracts.companyId,
      enterpriseId: contracts.enterpriseId,
      document: contracts.document,
      contractDate: contracts.contractDate,
      monetaryUnit: contracts.monetaryUnit,
    })
    .from(contracts)
    .where(callerContracts(caller, billId));
  if (!row) throw notFound();
  return row;
}
