import { DEFAULT_PAGE_SIZE, messageForCode, paginate } from '@portal/domain';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import {
  EnterpriseCard,
  EnterpriseCardSkeleton,
  type EnterpriseSummary,
} from '../../components/EnterpriseCard/EnterpriseCard';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { Pagination } from '../../components/Pagination/Pagination';
import { SearchField } from '../../components/SearchField/SearchField';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { messages } from '../../messages/pt-BR';
import * as css from './EnterprisesScreen.css';

/** Who reads the page, reused by stories: a buyer sees their own enterprises, staff the company's. */
export const enterprisesAudiences = ['customer', 'staff'] as const;
/** The reader of the enterprises page. */
export type EnterprisesAudience = (typeof enterprisesAudiences)[number];

/** Props of {@link EnterprisesScreen}. */
export interface EnterprisesScreenProps {
  /** The subtitle speaks to a buyer ('customer', the default) or to the company's staff. */
  audience?: EnterprisesAudience;
  /** The enterprises to show, already filtered by the applied search (the portal filters or queries). */
  enterprises: readonly EnterpriseSummary[];
  /** The search applied (fills the box; '' = none). */
  query?: string;
  /** Enter or the search button: the typed text ('' restores the full list). */
  onSearch: (query: string) => void;
  /** A card was pressed: the portal opens /empreendimento/{id}/status?name=… */
  onSelect: (enterprise: EnterpriseSummary) => void;
  /** Told about every page change, so the portal can fetch more (`shouldFetchMore` of the domain). */
  onPageChange?: (page: number) => void;
  isLoading?: boolean;
  /** A load failure; shows the message with 'Tentar novamente' when `onRetry` is given. */
  errorMessage?: string;
  onRetry?: () => void;
}

const t = messages.enterprisesScreen;

/** Cards whose photo loads at once: the grid's first row on a wide screen (4 columns), the first two on a phone. */
const CARDS_FIRST_IN_VIEW = 4;

/**
 * /empreendimentos: the enterprise cards, 8 per page, with the name search (applies on Enter or the
 * search button) and the spec's empty text 'Nenhum empreendimento encontrado.'.
 */
export function EnterprisesScreen({
  audience = 'customer',
  enterprises,
  query = '',
  onSearch,
  onSelect,
  onPageChange,
  isLoading = false,
  errorMessage,
  onRetry,
}: EnterprisesScreenProps) {
  const [pageNumber, setPageNumber] = useState(1);
  const view = paginate(enterprises, pageNumber, DEFAULT_PAGE_SIZE);
  const goTo = (target: number) => {
    setPageNumber(target);
    onPageChange?.(target);
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <div role="status" aria-live="polite">
        <VisuallyHidden>{t.loading}</VisuallyHidden>
        <ul className={css.grid} aria-hidden="true">
          {Array.from({ length: DEFAULT_PAGE_SIZE }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered.
            <li key={index}>
              <EnterpriseCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (errorMessage) {
    content = (
      <EmptyState
        tone="error"
        title={errorMessage}
        action={
          onRetry && (
            <Button variant="secondary" onPress={onRetry}>
              {t.retry}
            </Button>
          )
        }
      />
    );
  } else if (enterprises.length === 0) {
    content = <EmptyState icon="building" title={messageForCode('ENTERPRISES-EMPTY')} />;
  } else {
    content = (
      <>
        <ul className={css.grid} aria-label={t.listLabel}>
          {view.items.map((enterprise, index) => (
            <li key={enterprise.id}>
              <EnterpriseCard
                enterprise={enterprise}
                onSelect={onSelect}
                isFirstInView={index < CARDS_FIRST_IN_VIEW}
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={view.page}
          total={enterprises.length}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={goTo}
          label={t.paginationLabel}
        />
      </>
    );
  }

  return (
    <Page>
      <div className={css.top}>
        <PageHeader title={t.title} subtitle={audience === 'staff' ? t.staffSubtitle : t.subtitle} />
        <div className={css.search}>
          <SearchField
            placeholder={t.searchPlaceholder}
            defaultValue={query}
            onSearch={(text) => {
              // A new search starts from the first page.
              setPageNumber(1);
              onSearch(text);
            }}
          />
        </div>
      </div>
      {query.trim() !== '' && !isLoading && <p className={css.results}>{t.resultsFor(query.trim())}</p>}
      {content}
    </Page>
  );
}
