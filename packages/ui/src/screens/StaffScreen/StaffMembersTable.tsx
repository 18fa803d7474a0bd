import { formatDateTimeBr, type StatusTone } from '@portal/domain';
import { useState } from 'react';
import { Button } from '../../components/Button/Button';
import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { ConfirmDialog } from '../../components/Dialog/ConfirmDialog';
import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { TableSection } from '../../components/TableSection/TableSection';
import { staffMessages as t } from '../../messages/pt-BR-staff';
import * as css from './StaffScreen.css';
import type { StaffMemberView } from './staff-types';

/** Props of {@link StaffMembersTable}. */
export interface StaffMembersTableProps {
  members: readonly StaffMemberView[];
  /** Deactivates (`active` false) or reactivates a member, once the dialog is confirmed. */
  onSetActive: (member: StaffMemberView, active: boolean) => void;
  /** The member whose change is on its way: their button is busy. */
  pendingMemberId?: number | null;
}

function StatusPill({ member }: { member: StaffMemberView }) {
  const [label, tone]: [string, StatusTone] = !member.active
    ? [t.deactivated, 'danger']
    : member.invitation_pending
      ? [t.invitationPending, 'warning']
      : [t.active, 'success'];
  return (
    <span className={badge({ tone })} data-tone={tone}>
      {label}
    </span>
  );
}

/**
 * The staff with their last login and whether they may enter, and 'Desativar'/'Reativar' behind a
 * confirmation. The person looking has no button on their own row (nobody deactivates themself).
 */
export function StaffMembersTable({ members, onSetActive, pendingMemberId }: StaffMembersTableProps) {
  const [asking, setAsking] = useState<StaffMemberView | null>(null);

  const columns: readonly DataTableColumn<StaffMemberView>[] = [
    {
      id: 'name',
      header: t.name,
      cardRole: 'title',
      cell: (row) => (row.is_you ? `${row.name} ${t.you}` : row.name),
    },
    {
      id: 'email',
      header: t.email,
      cardRole: 'text',
      cell: (row) => <span className={css.breakable}>{row.email}</span>,
    },
    {
      id: 'lastLogin',
      header: t.lastLogin,
      cell: (row) => (row.last_login_at ? formatDateTimeBr(row.last_login_at) : t.never),
    },
    { id: 'status', header: t.status, cell: (row) => <StatusPill member={row} /> },
    {
      id: 'actions',
      header: t.actions,
      cardRole: 'action',
      isHiddenInCard: (row) => row.is_you,
      cell: (row) =>
        row.is_you ? (
          <span className={css.muted}>{t.selfHint}</span>
        ) : (
          <Button
            variant={row.active ? 'danger' : 'secondary'}
            icon={row.active ? 'close' : undefined}
            isLoading={pendingMemberId === row.id}
            aria-label={row.active ? t.deactivateLabel(row.name) : t.reactivateLabel(row.name)}
            onPress={() => setAsking(row)}
          >
            {row.active ? t.deactivate : t.reactivate}
          </Button>
        ),
    },
  ];

  return (
    <TableSection
      title={t.membersTitle}
      caption={t.membersCaption}
      columns={columns}
      rows={members}
      getRowKey={(row) => String(row.id)}
      emptyText={t.emptyMembers}
    >
      <ConfirmDialog
        isOpen={asking !== null}
        tone={asking?.active ? 'danger' : 'neutral'}
        title={
          asking?.active
            ? t.confirmDeactivateTitle(asking.name)
            : t.confirmReactivateTitle(asking?.name ?? '')
        }
        description={
          asking?.active
            ? t.confirmDeactivateText(asking.email)
            : t.confirmReactivateText(asking?.email ?? '')
        }
        confirmLabel={asking?.active ? t.deactivate : t.reactivate}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          if (asking) onSetActive(asking, !asking.active);
          setAsking(null);
        }}
      />
    </TableSection>
  );
}
