import { and, eq } from 'drizzle-orm';
import { notFound } from '../../app-error';
import type { Db } from '../../db/database';
import { contracts } from '../../db/schema/finance';
import type { Caller } from '../../security/caller';

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
    .where(and(eq(contracts.id, billId), eq(contracts.customerId, caller.customerId)));
  if (!row) throw notFound();
  return row;
}
