import { formatDateTimeBr } from '@portal/domain';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { TableSection } from '../../components/TableSection/TableSection';
import { staffMessages as t } from '../../messages/pt-BR-staff';
import * as css from './StaffScreen.css';
import type { StaffAuditEntryView } from './staff-types';

function Person({ name, email }: { name: string; email: string }) {
  return (
    <span className={css.person}>
      <span>{name}</span>
      <span className={css.muted}>{email}</span>
    </span>
  );
}

const columns: readonly DataTableColumn<StaffAuditEntryView>[] = [
  { id: 'when', header: t.auditWhen, cardRole: 'title', cell: (row) => formatDateTimeBr(row.occurred_at) },
  { id: 'action', header: t.auditAction, cell: (row) => t.actionsLabel[row.action] },
  {
    id: 'actor',
    header: t.auditActor,
    cardRole: 'text',
    cell: (row) =>
      row.actor_email === null ? (
        t.commandLine
      ) : (
        <Person name={row.actor_name ?? row.actor_email} email={row.actor_email} />
      ),
  },
  {
    id: 'target',
    header: t.auditTarget,
    cardRole: 'text',
    cell: (row) => <Person name={row.target_name} email={row.target_email} />,
  },
];

/** 'Histórico de alterações': who invited, created, deactivated or reactivated whom, and when. */
export function StaffAuditTable({ entries }: { entries: readonly StaffAuditEntryView[] }) {
  return (
    <TableSection
      title={t.auditTitle}
      caption={t.auditCaption}
      columns={columns}
      rows={entries}
      getRowKey={(row) => String(row.id)}
      emptyText={t.auditEmpty}
    />
  );
}
