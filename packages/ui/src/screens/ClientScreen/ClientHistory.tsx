import { formatDateBr, formatDateTimeBr } from '@portal/domain';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { TableSection } from '../../components/TableSection/TableSection';
import { clientMessages as t } from '../../messages/pt-BR-clients';
import * as css from './ClientScreen.css';
import type { ClientView } from './client-types';

type Contract = ClientView['contracts'][number];
type AuditEntry = ClientView['audit'][number];

const contractColumns: readonly DataTableColumn<Contract>[] = [
  { id: 'document', header: t.contractDocument, cardRole: 'title', cell: (row) => row.document },
  { id: 'enterprise', header: t.enterprise, cell: (row) => row.enterprise_name },
  { id: 'date', header: t.contractDate, cell: (row) => formatDateBr(row.contract_date) },
];

const auditColumns: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'when', header: t.auditWhen, cardRole: 'title', cell: (row) => formatDateTimeBr(row.occurred_at) },
  { id: 'action', header: t.auditAction, cell: (row) => t.actions[row.action] },
  {
    id: 'actor',
    header: t.auditActor,
    cardRole: 'text',
    cell: (row) =>
      row.actor_name === null ? (
        t.removedActor
      ) : (
        <span className={css.breakable}>{`${row.actor_name} (${row.actor_email ?? ''})`}</span>
      ),
  },
];

/** 'Contratos': each contract with the Título/DOC the statement shows, its enterprise and date. */
export function ClientContracts({ contracts }: { contracts: ClientView['contracts'] }) {
  return (
    <TableSection
      title={t.contractsTitle}
      caption={t.contractsCaption}
      columns={contractColumns}
      rows={contracts}
      getRowKey={(row) => String(row.bill_id)}
      emptyText={t.noContracts}
    />
  );
}

/** 'Histórico do acesso': who resent the activation, blocked or unblocked, and when; newest first. */
export function ClientAudit({ audit }: { audit: ClientView['audit'] }) {
  return (
    <TableSection
      title={t.auditTitle}
      caption={t.auditCaption}
      columns={auditColumns}
      rows={audit}
      getRowKey={(row) => String(row.id)}
      emptyText={t.noAudit}
    />
  );
}
