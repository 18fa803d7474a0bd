import type { ImportCountsByEntity, ImportEntity, ImportRowError, SiengeSync } from '@portal/api';
import { storableText } from '../../security/display-text';
import type { SyncRow, SyncRunRow } from './queries';
import type { SiengeRowIssue } from './sienge-mapping';
import type { SiengeSyncReport } from './sienge-sync';

/**
 * A sync's outcome as the connector stores it (decision 067) and reads it back: one row of
 * `import_runs` (source `sienge`) and its row of `sienge_syncs`.
 */

const ENTITY: Record<SiengeRowIssue['entity'], [ImportEntity, string]> = {
  company: ['companies', 'empresa'],
  enterprise: ['enterprises', 'empreendimento'],
  unit: ['units', 'unidade'],
  customer: ['customers', 'cliente'],
  bill: ['contracts', 'título'],
  installment: ['installments', 'parcela'],
};

/**
 * The rows of one sync's outcome. Every text is made storable first (NUL removed): they may quote what
 * the ERP sent, and the report of a sync must save whatever the ERP sent.
 */
export function syncRecordOf(report: SiengeSyncReport) {
  const failed = report.status === 'failed';
  const issues: ImportRowError[] = report.issues.map((issue, index) => {
    const [entity, label] = ENTITY[issue.entity];
    const where = issue.externalId ? ` (${label} ${issue.externalId} no Sienge)` : ` (${label} sem id)`;
    return {
      entity,
      row: index + 1,
      field: storableText(issue.field),
      message: storableText(`${issue.message}${where}`),
    };
  });
  const reason = storableText(report.error ?? 'Sincronização interrompida.');
  const stop: ImportRowError[] = failed ? [{ entity: 'companies', row: 1, field: '', message: reason }] : [];
  const target = report.target ? storableText(report.target) : null;
  return {
    run: {
      source: 'sienge' as const,
      // The import history's label (`sienge:<scope>:<trigger>[:<id>]`, the api's ImportRun); the
      // connector reads sienge_syncs, never this text.
      actor: ['sienge', report.scope, report.trigger, ...(target ? [target] : [])].join(':'),
      status: failed ? ('failed' as const) : ('applied' as const),
      startedAt: new Date(report.startedAt),
      finishedAt: new Date(report.finishedAt),
      counts: report.counts,
      errorCount: report.issueCount + stop.length,
      errors: [...stop, ...issues],
    },
    sync: { scope: report.scope, trigger: report.trigger, target },
  };
}

/** A recorded sync as the status call shows it. */
export function syncOf(row: SyncRunRow, { scope, trigger, target }: SyncRow): SiengeSync {
  const errors = (row.errors as ImportRowError[] | null) ?? [];
  const failed = row.status === 'failed';
  const issueCount = failed ? Math.max(0, row.errorCount - 1) : row.errorCount;
  return {
    run_id: row.id,
    scope,
    target,
    trigger,
    status: failed ? 'failed' : issueCount > 0 ? 'partial' : 'ok',
    started_at: row.startedAt.toISOString(),
    finished_at: (row.finishedAt ?? row.startedAt).toISOString(),
    counts: row.counts as ImportCountsByEntity,
    error_count: issueCount,
    errors: failed ? errors.slice(1) : errors,
    error: failed ? (errors[0]?.message ?? null) : null,
  };
}
