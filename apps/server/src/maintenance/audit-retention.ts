import type { Db } from '../db/database';
import { deleteAuditRowsBefore } from './queries';

/** How many audit rows one pass deleted, per table. */
export interface AuditRetentionReport {
  readonly loginAudit: number;
  readonly generatedSlips: number;
  readonly generatedStatements: number;
  readonly documentDownloads: number;
}

/**
 * Deletes audit rows older than `retentionDays` (`AUDIT_RETENTION_DAYS`, six months by default, as the
 * Marco Civil da Internet asks of access logs; decision 016): the login history and the records
 * behind the 'Boletos gerados' and 'Extratos gerados' reports (their PDFs went long before,
 * maintenance/expired-documents.ts), and the 'Downloads de documentos' audit (product rule §9, "Documents").
 */
export async function deleteOldAuditRows(
  db: Db,
  now: Date,
  retentionDays: number,
): Promise<AuditRetentionReport> {
  const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000);
  return deleteAuditRowsBefore(db, cutoff);
}
