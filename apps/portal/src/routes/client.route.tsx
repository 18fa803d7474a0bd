import { type ClientAccessChange, isApiError, postClientAccess } from '@portal/api';
import { useApiClient, useClientDetail } from '@portal/api/react';
import { ClientScreen, type ClientScreenProps, clientMessages } from '@portal/ui/screens';
import { useState } from 'react';
import { failureText } from '../app/failure-text';
import { useNavigate, useParams } from '../app/navigation/navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { LazyStaffDocuments } from '../features/documents/lazy-staff-documents';
import { messages } from '../messages/pt-BR';
import { useClientPrepayment } from './client/use-client-prepayment';

type Notice = ClientScreenProps['notice'];

/** The mail server failing is a 503 with its own text ('tente novamente em alguns minutos'): say it. */
function changeFailure(error: unknown): string {
  if (isApiError(error) && error.code === 'CLIENT-ACTIVATION-503') return error.message;
  return failureText(error, 'CLIENT-UPDATE-ERROR');
}

/**
 * Route `/clients/{id}` (admin, docs/product/rules.md, "Acesso do cliente"): one customer's CPF/CNPJ,
 * access state, contracts and last login, 'Reenviar ativação', 'Bloquear acesso' and 'Desbloquear
 * acesso', and the customer's 'Simulação de antecipação' (product rule §8). Every change reads the
 * customer again, so the state and the history show it at once.
 */
export function Component() {
  useDocumentTitle(messages.titles.client);
  const client = useApiClient();
  const navigate = useNavigate();
  // Digits only (an id of the base); anything else is 'Cliente não encontrado.' without a call.
  const raw = useParams<{ clientId: string }>().clientId ?? '';
  const id = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : 0;
  const detail = useClientDetail(id, { isPaused: () => id === 0 });
  const [pending, setPending] = useState<ClientAccessChange | null>(null);
  const [notice, setNotice] = useState<Notice>();
  const prepayment = useClientPrepayment(id);

  const onChange = async (change: ClientAccessChange) => {
    const current = detail.data;
    if (!current || pending) return;
    setPending(change);
    setNotice(undefined);
    try {
      await postClientAccess(client, current.id, change);
      const email = current.account?.email ?? current.email;
      setNotice({ tone: 'success', text: clientMessages.outcomes[change]({ name: current.name, email }) });
    } catch (error) {
      setNotice({ tone: 'danger', text: changeFailure(error) });
    } finally {
      setPending(null);
      void detail.mutate();
    }
  };

  const notFound = id === 0;
  return (
    <ClientScreen
      client={detail.data ?? null}
      isLoading={!notFound && detail.isLoading}
      errorMessage={
        notFound
          ? clientMessages.notFound
          : detail.error && !detail.data
            ? failureText(detail.error, 'CLIENT-LOAD-ERROR')
            : undefined
      }
      onRetry={notFound ? undefined : () => void detail.mutate()}
      onChange={(change) => void onChange(change)}
      pendingChange={pending}
      notice={notice}
      prepayment={prepayment}
      documents={
        detail.data && (
          <LazyStaffDocuments
            scope="contract"
            contracts={detail.data.contracts.map((contract) => ({
              id: contract.bill_id,
              document: contract.document,
              enterpriseName: contract.enterprise_name,
            }))}
          />
        )
      }
      clientsHref={paths.clients}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
