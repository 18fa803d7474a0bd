import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { storedFiles } from '../../../db/schema/files';
import { installments, paymentProofs } from '../../../db/schema/finance';
import { statusSql } from '../contracts/queries';

/** Installment `installmentId` of contract `contractId` with its status as of `today`, or undefined. */
export async function selectProofInstallment(
  ctx: AppContext,
  contractId: number,
  installmentId: number,
  today: string,
) {
  const [row] = await ctx.db
    .select({
      id: installments.id,
      number: installments.number,
      dueDate: installments.dueDate,
      status: statusSql(today),
    })
    .from(installments)
    .where(and(eq(installments.id, installmentId), eq(installments.contractId, contractId)));
  return row;
}

/** Whether the customer already stored a proof under this Idempotency-Key. */
export async function proofKeySeen(
  ctx: AppContext,
  customerId: number,
  idempotencyKey: string,
): Promise<boolean> {
  const [seen] = await ctx.db
    .select({ id: paymentProofs.id })
    .from(paymentProofs)
    .where(and(eq(paymentProofs.customerId, customerId), eq(paymentProofs.idempotencyKey, idempotencyKey)));
  return seen !== undefined;
}

/** Bytes of every proof the customer has stored. */
export async function proofBytesOf(ctx: AppContext, customerId: number): Promise<number> {
  const [row] = await ctx.db
    .select({ used: sql<string>`coalesce(sum(${storedFiles.byteSize}), 0)` })
    .from(paymentProofs)
    .innerJoin(storedFiles, eq(storedFiles.id, paymentProofs.fileId))
    .where(eq(paymentProofs.customerId, customerId));
  return Number(row?.used ?? 0);
}

/**
 * Records a proof (inside the transaction of its file's row); false when a proof with the same
 * customer and Idempotency-Key is already stored, and nothing is written.
 */
export async function insertPaymentProof(tx: Db, row: typeof paymentProofs.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(paymentProofs)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: paymentProofs.id });
  return inserted.length > 0;
}
