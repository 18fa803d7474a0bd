import { preloadDefaultImages, preloadFirstEnterprises } from '@portal/api/react';
import { DEFAULT_PAGE_SIZE, messageForCode, paginate } from '@portal/domain';
import type { EnterpriseSummary } from '@portal/ui';
import { EnterprisesScreen } from '@portal/ui/screens';
import { useMemo, useState } from 'react';
import { deferredScreen } from '../app/deferred-screen';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useNavigate } from '../app/navigation/navigation';
import { useSession } from '../app/session/use-session';
import { useDocumentTitle } from '../app/use-document-title';
import { enterpriseStatusHref } from '../config/enterprise-status-href';
import { messages } from '../messages/pt-BR';
import { useCardImages } from './enterprises/use-card-images';
import { useEnterpriseSearch } from './enterprises/use-enterprise-search';

const Screen = deferredScreen(EnterprisesScreen);

/**
 * The list and the photos of its first page, asked for as the page's code arrives: the first card's
 * photo is what a phone paints largest, and it no longer waits for the list to be drawn first.
 */
export function preloadData({ client }: RouteDataContext): void {
  preloadFirstEnterprises(client).then(
    (enterprises) => {
      const firstPage = paginate(enterprises, 1, DEFAULT_PAGE_SIZE).items;
      preloadDefaultImages(
        client,
        firstPage.map((enterprise) => enterprise.id),
      );
    },
    // The page reads the list again and says what went wrong.
    () => undefined,
  );
}

/**
 * Route `/empreendimentos` (spec section 2): the enterprise cards, 8 a page, with the name search.
 * The server scopes the list to the caller; batches of 100 are paged by offset as the list grows; the
 * cards on screen read their default images (emptied at 40, placeholder on any error).
 */
export function Component() {
  useDocumentTitle(messages.titles.enterprises);
  const navigate = useNavigate();
  const isAdmin = useSession().user?.type === 'admin';
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const search = useEnterpriseSearch(query);

  const visibleIds = useMemo(
    () => paginate(search.enterprises, page, DEFAULT_PAGE_SIZE).items.map((enterprise) => enterprise.id),
    [search.enterprises, page],
  );
  const imageOf = useCardImages(visibleIds);
  const cards: EnterpriseSummary[] = search.enterprises.map((enterprise) => {
    // Only the cards on the shown page ask for their image; the others need none yet.
    const image = visibleIds.includes(enterprise.id) ? imageOf(enterprise.id) : null;
    return {
      id: enterprise.id,
      name: enterprise.name,
      creation: enterprise.creation,
      progressPercent: enterprise.progress_percent ?? null,
      deliveryDate: enterprise.delivery_date ?? null,
      imageSrc: image?.src ?? null,
      isImageLoading: image?.isLoading ?? false,
    };
  });

  return (
    <Screen
      audience={isAdmin ? 'staff' : 'customer'}
      enterprises={cards}
      query={query}
      isLoading={search.isLoading}
      errorMessage={search.error ? (search.error.message ?? messageForCode('INTERNAL-500')) : undefined}
      onRetry={search.retry}
      onSearch={(text) => {
        setQuery(text.trim());
        setPage(1);
      }}
      onPageChange={(target) => {
        setPage(target);
        search.onPageShown((target - 1) * DEFAULT_PAGE_SIZE);
      }}
      onSelect={(card) =>
        void navigate(
          enterpriseStatusHref({
            id: Number(card.id),
            name: card.name,
            // Spec section 2: the admin's link also carries the creation date (the year filter's start).
            creation: isAdmin ? card.creation : null,
          }),
        )
      }
    />
  );
}
