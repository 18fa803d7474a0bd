import { Alert } from '../../components/Alert/Alert';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { documentsMessages as t } from '../../messages/pt-BR-documents';
import { DocumentGroup } from './DocumentGroup';
import * as css from './DocumentsScreen.css';
import type { DocumentGroupView, DocumentOpening, DocumentView } from './documents-types';

/** Props of {@link DocumentsScreen}. */
export interface DocumentsScreenProps {
  /** The customer's contracts and enterprises with documents; null while loading or when it failed. */
  groups: readonly DocumentGroupView[] | null;
  isLoading?: boolean;
  /** Loading failed: shown with 'Tentar novamente'. */
  errorMessage?: string;
  onRetry?: () => void;
  /** 'Abrir': the portal asks for the document's signed link and opens it. */
  onOpen: (document: DocumentView) => void;
  /** The opening in progress or the one that failed. */
  opening?: DocumentOpening | null;
}

/**
 * 'Documentos' (/documentos, customer): the papers of each of the customer's contracts (contract,
 * amendments, deed, 'Termo de quitação') and of their enterprises (owner's manual, convention,
 * 'habite-se'), each group a card; what was published since the last visit says 'Novo', and a line
 * above counts it. 'Abrir' opens the PDF through a signed link, like the slips.
 */
export function DocumentsScreen({
  groups,
  isLoading = false,
  errorMessage,
  onRetry,
  onOpen,
  opening = null,
}: DocumentsScreenProps) {
  return (
    <Page>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <LoadState
        data={groups}
        isLoading={isLoading}
        errorMessage={errorMessage}
        onRetry={onRetry}
        loadingLabel={t.loading}
      >
        {(loaded) => {
          const shown = loaded.filter((group) => group.documents.length > 0);
          if (shown.length === 0) return <EmptyState icon="file" title={t.empty} description={t.emptyHint} />;
          const fresh = shown.reduce(
            (count, group) => count + group.documents.filter((document) => document.is_new).length,
            0,
          );
          return (
            <div className={css.groups}>
              {fresh > 0 && <Alert tone="info">{t.newCount(fresh)}</Alert>}
              {shown.map((group) => (
                <DocumentGroup
                  key={`${group.scope}-${group.id}`}
                  group={group}
                  opening={opening}
                  onOpen={onOpen}
                />
              ))}
            </div>
          );
        }}
      </LoadState>
    </Page>
  );
}
