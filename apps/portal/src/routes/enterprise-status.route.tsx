import { attachmentsEndpoint, timelineEndpoint } from '@portal/api';
import { preloadRead, useTimeline } from '@portal/api/react';
import { photoUploadMonths, statusPhotoYears } from '@portal/domain';
import { Breadcrumbs, EmptyState, Page, TextLink, messages as uiMessages, VisuallyHidden } from '@portal/ui';
import { EnterpriseStatusScreen, type PhotoFilter } from '@portal/ui/screens';
import { useMemo, useState } from 'react';
import type { RouteDataContext } from '../app/navigation/lazy-route';
import { useNavigate, useParams, useSearchParams } from '../app/navigation/navigation';
import { idParam } from '../app/navigation/report-params';
import { useSession } from '../app/session/use-session';
import { useDocumentTitle } from '../app/use-document-title';
import { paths } from '../config/paths';
import { LazyStaffDocuments } from '../features/documents/lazy-staff-documents';
import { messages } from '../messages/pt-BR';
import { useStatusPhotos } from './enterprise-status/use-status-photos';

const noFilter: PhotoFilter = { year: null, month: null };
const t = messages.enterpriseStatus;

/** A clear page for an id that is not an enterprise of the caller ('abc', 0, huge, or another's). */
function NotFound({ onNavigate }: { onNavigate: (href: string) => void }) {
  return (
    <Page>
      <Breadcrumbs
        items={[
          { label: uiMessages.breadcrumbs.home, href: paths.enterprises },
          { label: uiMessages.breadcrumbs.status },
        ]}
        onNavigate={onNavigate}
      />
      <VisuallyHidden>
        <h1>{messages.titles.enterpriseStatus}</h1>
      </VisuallyHidden>
      <EmptyState
        icon="building"
        title={t.notFound}
        description={t.notFoundHelp}
        action={
          <TextLink href={paths.enterprises} onNavigate={onNavigate} variant="standalone" icon="back">
            {t.backToEnterprises}
          </TextLink>
        }
      />
    </Page>
  );
}

/** The timeline and the unfiltered photos, asked for as the page's code arrives. */
export function preloadData({ client, params }: RouteDataContext): void {
  const id = idParam(params.enterpriseId ?? '');
  if (id === '') return;
  const query = { enterprise_id: Number(id) };
  void preloadRead(client, timelineEndpoint, { query });
  void preloadRead(client, attachmentsEndpoint, { query });
}

/**
 * Route `/empreendimento/:enterpriseId/status?name=…&creation=…` (spec section 2): the enterprise's
 * name and 5-step progress, the year/month photo filter, the photos 3 a page with zoom, and for the
 * admin 'Adicionar imagens' and 'Remover imagem' (confirmed in the screen), each followed by a reload.
 * The year filter starts at the creation date the timeline read carries (every role, spec section 9), or
 * the admin link's `creation`, and offers every year that has photos.
 */
export function Component() {
  useDocumentTitle(messages.titles.enterpriseStatus);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = idParam(useParams().enterpriseId ?? '');
  const enterpriseId = id === '' ? null : Number(id);
  const role = useSession().user?.type ?? 'user';
  const [filter, setFilter] = useState<PhotoFilter>(noFilter);
  const timeline = useTimeline(enterpriseId);
  const photos = useStatusPhotos(enterpriseId, filter);

  const creation = timeline.data?.creation ?? search.get('creation');
  const photoYears = timeline.data?.photo_years;
  const years = useMemo(
    () => statusPhotoYears(creation, new Date(), photoYears ? { photoYears } : {}),
    [creation, photoYears],
  );
  const uploadMonths = useMemo(() => photoUploadMonths(years, new Date()), [years]);

  const onNavigate = (href: string) => void navigate(href);
  if (enterpriseId === null || timeline.error?.status === 404) return <NotFound onNavigate={onNavigate} />;

  // The link's name shows at once; the timeline's is the truth when the link has none (or a stale one).
  const name = search.get('name')?.trim() || timeline.data?.name || messages.titles.enterpriseStatus;
  return (
    <EnterpriseStatusScreen
      enterpriseName={name}
      timeline={timeline.data ?? null}
      // A skeleton until the first answer (product rule: progress bar); a failure shows the empty bar.
      isProgressLoading={timeline.data === undefined && timeline.error === undefined}
      deliveryDate={timeline.data?.delivery_date ?? null}
      years={years}
      filter={filter}
      onFilter={(next) => {
        setFilter(next);
        // 'Filtrar' with the same choice asks again (after a failure, it is the way to retry).
        if (next.year === filter.year && next.month === filter.month) photos.reload();
      }}
      onClearFilters={() => setFilter(noFilter)}
      images={photos.images}
      photoStatus={photos.status}
      onRetryPhotos={photos.reload}
      role={role}
      uploadMonths={uploadMonths}
      onAddImages={(files, filedUnder) => void photos.add(files, filedUnder)}
      isUploading={photos.isUploading}
      onRemoveImage={(image) => void photos.remove(image)}
      removingId={photos.removingId}
      documents={
        role === 'admin' ? <LazyStaffDocuments scope="enterprise" enterpriseId={enterpriseId} /> : undefined
      }
      onNavigate={onNavigate}
    />
  );
}
