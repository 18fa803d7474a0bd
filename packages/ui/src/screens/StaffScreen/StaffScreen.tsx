import type { ReactNode } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSection } from '../../components/Page/PageSection';
import { Spinner } from '../../components/Spinner/Spinner';
import { messages } from '../../messages/pt-BR';
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
  let body: ReactNode;
  if (isLoading) {
    body = (
      <PageSection as="div">
        <Spinner size="lg" label={t.loading} />
      </PageSection>
    );
  } else if (errorMessage || !members) {
    body = (
      <EmptyState
        tone="error"
        title={errorMessage ?? messages.reportScreen.error}
        description={messages.reportScreen.errorHint}
        action={onRetry && <Button onPress={onRetry}>{t.retry}</Button>}
      />
    );
  } else {
    body = (
      <>
        <StaffMembersTable members={members} onSetActive={onSetActive} pendingMemberId={pendingMemberId} />
        <StaffInviteForm onInvite={onInvite} isInviting={isInviting} />
        <StaffAuditTable entries={audit} />
      </>
    );
  }

  return (
    <Page width="wide">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      {/* Announced: the outcome of an invitation or of a change of access. */}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {body}
    </Page>
  );
}
