import { postStaffActive, postStaffInvitation } from '@portal/api';
import { useApiClient, useStaff } from '@portal/api/react';
import { StaffScreen, type StaffScreenProps } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useDocumentTitle } from '../app/use-document-title';
import { messages } from '../messages/pt-BR';

type Notice = StaffScreenProps['notice'];

/**
 * Route `/equipe` (admin, docs/decisions/051-staff-accounts.md): the staff, 'Convidar um colega',
 * 'Desativar'/'Reativar' and the history of who changed what. Every change reads the list again, so
 * the history shows it at once.
 */
export function Component() {
  useDocumentTitle(messages.titles.staff);
  const client = useApiClient();
  const staff = useStaff();
  const [inviting, setInviting] = useState(false);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();

  const onInvite: StaffScreenProps['onInvite'] = async (input) => {
    setInviting(true);
    setNotice(undefined);
    try {
      const member = await postStaffInvitation(client, input);
      setNotice({ tone: 'success', text: messages.staff.invited(member.email) });
      return true;
    } catch (error) {
      setNotice({ tone: 'danger', text: failureText(error, 'STAFF-INVITE-ERROR') });
      return false;
    } finally {
      setInviting(false);
      void staff.mutate();
    }
  };

  const onSetActive: StaffScreenProps['onSetActive'] = async (member, active) => {
    setPendingId(member.id);
    setNotice(undefined);
    try {
      await postStaffActive(client, member.id, active);
      const text = active ? messages.staff.reactivated(member.name) : messages.staff.deactivated(member.name);
      setNotice({ tone: 'success', text });
    } catch (error) {
      setNotice({ tone: 'danger', text: failureText(error, 'STAFF-UPDATE-ERROR') });
    } finally {
      setPendingId(null);
      void staff.mutate();
    }
  };

  return (
    <StaffScreen
      members={staff.data?.members ?? null}
      audit={staff.data?.audit ?? []}
      isLoading={staff.isLoading}
      errorMessage={staff.error && !staff.data ? failureText(staff.error, 'STAFF-LIST-ERROR') : undefined}
      onRetry={() => void staff.mutate()}
      onInvite={onInvite}
      isInviting={inviting}
      onSetActive={(member, active) => void onSetActive(member, active)}
      pendingMemberId={pendingId}
      notice={notice}
    />
  );
}
