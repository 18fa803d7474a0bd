import { Alert } from '../../components/Alert/Alert';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { staffMessages as t } from '../../messages/pt-BR-staff';
import { StaffAuditTable } from './StaffAuditTable';
import { StaffInviteForm } from './StaffInviteForm';
import { StaffMembersTable } from './StaffMembersTable';
import type { StaffAuditEntryView, StaffInviteInput, StaffMemberView } from './staff-types';

/** Props of {@link StaffScreen}. */
export interface StaffScreenProps {
  /** The staff; null while loading or when loading failed. */
  members: readonly StaffMemberView[] | null;
  /** The latest actions on staff accounts, newest first. */
  audit: readonly StaffAuditEntryView[];
  isLoading?: boolean;
  /** Loading failed: shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** Sends an invitation; resolving to `true` (sent) empties the form. */
  onInvite: (input: StaffInviteInput) => Promise<boolean> | undefined;
  isInviting?: boolean;
  /** Deactivates or reactivates a member (after the confirmation dialog). */
  onSetActive: (member: StaffMemberView, active: boolean) => void;
  /** The member whose change is on its way. */
  pendingMemberId?: number | null;
  /** The outcome of the last invitation or change: a success or the server's refusal. */
  notice?: { readonly tone: 'success' | 'danger'; readonly text: string } | undefined;
}

/**
 * 'Equipe' (admin, docs/decisions/051-staff-accounts.md): the staff with their last login and whether
 * they may enter, 'Desativar'/'Reativar' behind a confirmation, 'Convidar um colega', and the history
 * of who changed what. Loading and error are states of their own.
 */
export function StaffScreen({
  members,
  audit,
  isLoading = false,
  errorMessage,
  onRetry,
  onInvite,
  isInviting = false,
  onSetActive,
  pendingMemberId,
  notice,
}: StaffScreenProps) {
  return (
    <Page width="wide">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {/* Announced: the outcome of an invitation or of a change of access. */}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <LoadState
        data={members}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => (
          <>
            <StaffMembersTable members={loaded} onSetActive={onSetActive} pendingMemberId={pendingMemberId} />
            <StaffInviteForm onInvite={onInvite} isInviting={isInviting} />
            <StaffAuditTable entries={audit} />
          </>
        )}
      </LoadState>
    </Page>
  );
}
