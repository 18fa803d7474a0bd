import type { ReactNode } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { PageSection } from '../Page/PageSection';
import { Spinner } from '../Spinner/Spinner';

/** Props of {@link LoadState}. */
export interface LoadStateProps<T> {
  /** What the content is drawn from; `null` once loading is over counts as a failed load. */
  data: T | null;
  isLoading?: boolean;
  /** Loading failed: the error's title, with 'Tentar novamente' when `onRetry` is given. */
  errorMessage?: string;
  onRetry?: () => void;
  /** What the spinner says to screen readers, e.g. 'Carregando a equipe…'; 'Carregando…' by default. */
  loadingLabel?: string;
  /** Drawn while loading instead of the spinner, e.g. a table's skeleton rows where the table will be. */
  loading?: ReactNode;
  /** The content, drawn from the loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * The three states of something loaded from the server: a spinner (or the given skeleton) while it
 * loads, the failure with 'Tentar novamente', then the content. Loading comes first, so a retry shows
 * the spinner again; a failure without a message of its own says 'Não foi possível carregar os
 * registros.'.
 */
export function LoadState<T>({
  data,
  isLoading = false,
  errorMessage,
  onRetry,
  loadingLabel,
  loading,
  children,
}: LoadStateProps<T>) {
  if (isLoading) {
    return (
      loading ?? (
        <PageSection as="div">
          <Spinner size="lg" label={loadingLabel} />
        </PageSection>
      )
    );
  }
  if (errorMessage || data === null) {
    return (
      <EmptyState
        tone="error"
        title={errorMessage || messages.reportScreen.error}
        description={messages.reportScreen.errorHint}
        action={onRetry && <Button onPress={onRetry}>{messages.reportScreen.retry}</Button>}
      />
    );
  }
  return children(data);
}
