import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { TextLink } from '../../components/TextLink/TextLink';
import { messages } from '../../messages/pt-BR';
import { clientMessages as t } from '../../messages/pt-BR-clients';
import type { NavigateHandler } from '../../navigation/link-click';
import { ClientAccessSection } from './ClientAccessSection';
import { ClientFacts } from './ClientFacts';
import { ClientAudit, ClientContracts } from './ClientHistory';
import type { ClientPrepaymentSectionProps } from './ClientPrepaymentSection';
import type { ClientAccessChangeView, ClientView } from './client-types';

/**
 * 'Simulação de antecipação' (product rule §8) and the customer's prepayment table it shows: their own
 * chunk, loaded when the client is, off the client page's first script (decision 038).
 */
const ClientPrepaymentSection = lazy(() =>
  import('./ClientPrepaymentSection').then((module) => ({ default: module.ClientPrepaymentSection })),
);

/** Props of {@link ClientScreen}. */
export interface ClientScreenProps {
  /** The customer; null while loading or when loading failed. */
  client: ClientView | null;
  isLoading?: boolean;
  /** Loading failed (or no such customer): shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** 'Reenviar ativação', 'Bloquear acesso' (after the confirmation) or 'Desbloquear acesso'. */
  onChange: (change: ClientAccessChangeView) => void;
  /** The change on its way. */
  pendingChange?: ClientAccessChangeView | null;
  /** The outcome of the last change: a success or the server's refusal. */
  notice?: { readonly tone: 'success' | 'danger'; readonly text: string } | undefined;
  /**
   * 'Simulação de antecipação' (product rule §8): today, the simulation asked last and 'Simular'; the
   * section is left out without it.
   */
  prepayment?: Omit<ClientPrepaymentSectionProps, 'contracts'>;
  /**
   * The contracts' 'Documentos' block (the portal loads it on its own, decision 077), drawn after the
   * simulation once the client is loaded; left out without it.
   */
  documents?: ReactNode;
  /** Where 'Voltar para Clientes' goes, and the router hook-up of that link. */
  clientsHref: string;
  onNavigate?: NavigateHandler;
}

/**
 * The admin's client page (`/clients/{id}`, docs/product/rules.md, "Acesso do cliente"): the customer's
 * CPF/CNPJ and e-mail, the access to the portal — none, pending, active or blocked, with the last login
 * and the actions the state allows — the contracts with their Título/DOC, and the history of the access
 * changes. Loading and error are states of their own.
 */
export function ClientScreen({
  client,
  isLoading = false,
  errorMessage,
  onRetry,
  onChange,
  pendingChange,
  notice,
  prepayment,
  documents,
  clientsHref,
  onNavigate,
}: ClientScreenProps) {
  return (
    <Page width="wide">
      <TextLink href={clientsHref} onNavigate={onNavigate} variant="standalone" icon="back">
        {t.back}
      </TextLink>
      <PageHeader title={client?.name ?? messages.clientsScreen.title} subtitle={t.subtitle} />
      {/* Announced: the outcome of a change of access. */}
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <LoadState
        data={client}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => (
          <>
            <ClientFacts client={loaded} />
            <ClientAccessSection client={loaded} onChange={onChange} pendingChange={pendingChange} />
            <ClientContracts contracts={loaded.contracts} />
            {prepayment && (
              <Suspense fallback={null}>
                <ClientPrepaymentSection contracts={loaded.contracts} {...prepayment} />
              </Suspense>
            )}
            {documents}
            <ClientAudit audit={loaded.audit} />
          </>
        )}
      </LoadState>
    </Page>
  );
}
