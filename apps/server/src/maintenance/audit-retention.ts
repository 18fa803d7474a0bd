import { lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { generatedSlips, generatedStatements } from '../db/schema/finance';
import { loginAudit } from '../db/schema/operations';

/** How many audit rows one pass deleted, per table. */
export interface AuditRetentionReport {
  readonly loginAudit: number;
  readonly generatedSlips: number;
  readonly generatedStatements: number;
}

/**
 * Deletes audit rows older than `retentionDays` (`AUDIT_RETENTION_DAYS`, six months by default, as the
 * Marco Civil da Internet asks of access logs; decision 016): the login history and the records
 * behind the 'Boletos gerados' and 'Extratos gerados' reports. Their PDFs went long before
 * (maintenance/expired-documents.ts).
 */
export async function deleteOldAuditRows(
  db: Db,
  now: Date,
  retentionDays: number,
): Promise<AuditRetentionReport> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  const logins = await db
    .delete(loginAudit)
    .where(lt(loginAudit.occurredAt, cutoff))
    .returning({ id: loginAudit.id });
  const slips = await db
    .delete(generatedSlips)
    .where(lt(generatedSlips.createdAt, cutoff))
    .returning({ id: generatedSlips.id });
  const statements = await db
    .delete(generatedStatements)
    .where(lt(generatedStatements.createdAt, cutoff))
    .returning({ id: generatedStatements.id });
  return { loginAudit: logins.length, generatedSlips: slips.length, generatedStatements: statements.length };
}
