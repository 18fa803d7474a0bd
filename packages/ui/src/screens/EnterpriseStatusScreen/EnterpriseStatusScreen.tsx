import {
  type EnterpriseTimeline,
  messageForCode,
  monthOptions,
  monthYearLabel,
  monthYearOfIsoDate,
  type UserType,
  type YearMonth,
} from '@portal/domain';
import { type ReactNode, useId, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import type { GalleryImage } from '../../components/PhotoGallery/gallery-image';
import { PhotoGallery } from '../../components/PhotoGallery/PhotoGallery';
import { ProgressBar } from '../../components/ProgressBar/ProgressBar';
import { Select } from '../../components/Select/Select';
import { MENU_PATHS } from '../../components/SideMenu/menu-entries';
import { Spinner } from '../../components/Spinner/Spinner';
import { messages } from '../../messages/pt-BR';
import type { NavigateHandler } from '../../navigation/link-click';
import * as css from './EnterpriseStatusScreen.css';

/** The image types an admin may add (spec section 9). */
export const ENTERPRISE_IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp';

/** Outcome of the photo request; the texts are those of the error catalogue (IMG-GET-*). */
export const photoStatuses = ['loading', 'ready', 'empty', 'network-error', 'error'] as const;
/** One of {@link photoStatuses}. */
export type PhotoStatus = (typeof photoStatuses)[number];

/** Year and month of the photo filter (`null` = not chosen). */
export interface PhotoFilter {
  year: number | null;
  month: number | null;
}

/** Props of {@link EnterpriseStatusScreen}. */
export interface EnterpriseStatusScreenProps {
  enterpriseName: string;
  /** The timeline of the progress bar (null when missing: an empty bar). */
  timeline: EnterpriseTimeline | null | undefined;
  /** The timeline is still on its way: the progress shows a skeleton, never 0 %. Default false. */
  isProgressLoading?: boolean;
  /** Expected delivery (ISO), shown by month beside the progress; null or absent: not shown. */
  deliveryDate?: string | null;
  /** Years of the year filter, from `statusPhotoYears` (the portal passes the clock in). */
  years: readonly number[];
  /** The filter the photos were fetched with. */
  filter: PhotoFilter;
  onFilter: (filter: PhotoFilter) => void;
  onClearFilters: () => void;
  images: readonly GalleryImage[];
  photoStatus: PhotoStatus;
  /** A failed photo read (421 or other) offers 'Tentar novamente', which calls this. */
  onRetryPhotos?: () => void;
  /** 'admin' shows 'Mês das fotos', 'Adicionar imagens' and 'Remover imagem'. */
  role: UserType;
  /**
   * Months the admin may file new photos under, newest first (`photoUploadMonths`: the current month
   * first, never a future one). The filtered month is chosen at first when it is among them.
   */
  uploadMonths?: readonly YearMonth[];
  /** The admin's chosen files and the month they are filed under. */
  onAddImages?: (files: File[], filedUnder: YearMonth) => void;
  isUploading?: boolean;
  /**
   * The admin's 'Documentos do empreendimento' block (the portal loads it on its own, decision 077),
   * drawn after the photos; left out without it.
   */
  documents?: ReactNode;
  onRemoveImage?: (image: GalleryImage) => void;
  removingId?: string | null;
  /** Result of the last upload or removal (catalogue text), shown above the photos. */
  notice?: { tone: 'success' | 'danger'; text: string } | null;
  onNavigate?: NavigateHandler;
}

const t = messages.enterpriseStatusScreen;
const monthSelectOptions = monthOptions().map((month) => ({
  value: String(month.value),
  label: month.label,
}));

const monthKey = (value: YearMonth) => `${value.year}-${value.month}`;

/** The filtered month when the admin may file photos under it, else the newest month offered. */
function initialUploadMonth(filter: PhotoFilter, months: readonly YearMonth[]): string {
  const filtered = months.find((value) => value.year === filter.year && value.month === filter.month);
  const chosen = filtered ?? months[0];
  return chosen ? monthKey(chosen) : '';
}

const statusCodes = {
  empty: 'IMG-GET-404',
  'network-error': 'IMG-GET-421',
  error: 'IMG-GET-500',
} as const;

/**
 * /empreendimento/{id}/status: the enterprise name, the 5-step progress bar, the year/month photo
 * filter ('Filtrar', 'Limpar filtros') and the photos 3 per page with zoom; admins also add images
 * (.png, .jpg, .jpeg, .webp, several at once) and remove them.
 */
export function EnterpriseStatusScreen({
  enterpriseName,
  timeline,
  isProgressLoading = false,
  deliveryDate,
  years,
  filter,
  onFilter,
  onClearFilters,
  images,
  photoStatus,
  onRetryPhotos,
  role,
  uploadMonths = [],
  onAddImages,
  isUploading = false,
  documents,
  onRemoveImage,
  removingId,
  notice,
  onNavigate,
}: EnterpriseStatusScreenProps) {
  const [year, setYear] = useState(filter.year === null ? '' : String(filter.year));
  const [month, setMonth] = useState(filter.month === null ? '' : String(filter.month));
  const [uploadMonth, setUploadMonth] = useState(() => initialUploadMonth(filter, uploadMonths));
  const uploadTarget = uploadMonths.find((value) => monthKey(value) === uploadMonth) ?? uploadMonths[0];
  const fileInput = useRef<HTMLInputElement>(null);
  const photosTitleId = useId();
  const isAdmin = role === 'admin';
  const yearOptions = years.map((value) => ({ value: String(value), label: String(value) }));
  const delivery = monthYearOfIsoDate(deliveryDate);

  let photos: ReactNode;
  if (photoStatus === 'loading') {
    photos = (
      <div className={css.loading}>
        <Spinner size="lg" label={t.loadingPhotos} />
      </div>
    );
  } else if (photoStatus === 'ready' && images.length > 0) {
    photos = (
      <PhotoGallery images={images} canRemove={isAdmin} onRemove={onRemoveImage} removingId={removingId} />
    );
  } else {
    const code = photoStatus === 'ready' ? statusCodes.empty : statusCodes[photoStatus];
    const isFailure = photoStatus !== 'ready' && photoStatus !== 'empty';
    photos = (
      <EmptyState
        tone={isFailure ? 'error' : 'neutral'}
        icon={isFailure ? undefined : 'imagePlus'}
        title={messageForCode(code)}
        action={
          isFailure &&
          onRetryPhotos && (
            <Button variant="secondary" onPress={onRetryPhotos}>
              {messages.enterprisesScreen.retry}
            </Button>
          )
        }
      />
    );
  }

  return (
    <Page>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: messages.breadcrumbs.home, href: MENU_PATHS.enterprises },
              { label: messages.breadcrumbs.status },
            ]}
            onNavigate={onNavigate}
          />
        }
        title={enterpriseName}
      />

      <section className={css.section} aria-label={t.progressTitle}>
        <div className={css.sectionHead}>
          <PageSectionTitle>{t.progressTitle}</PageSectionTitle>
          {delivery && (
            <p className={css.delivery}>
              <span>{t.delivery}</span> <strong className={css.deliveryMonth}>{delivery}</strong>
            </p>
          )}
        </div>
        <ProgressBar timeline={timeline} isLoading={isProgressLoading} />
      </section>

      <section className={css.section} aria-labelledby={photosTitleId}>
        <div className={css.sectionHead}>
          <PageSectionTitle id={photosTitleId}>{t.photosTitle}</PageSectionTitle>
          {isAdmin && (
            <div className={css.uploadBar}>
              {uploadMonths.length > 0 && (
                <Select
                  label={t.uploadMonth}
                  description={t.uploadMonthHelp}
                  options={uploadMonths.map((value) => ({
                    value: monthKey(value),
                    label: monthYearLabel(value.year, value.month),
                  }))}
                  value={uploadTarget ? monthKey(uploadTarget) : ''}
                  onChange={setUploadMonth}
                />
              )}
              <Button
                icon="upload"
                isLoading={isUploading}
                isDisabled={!uploadTarget}
                onPress={() => fileInput.current?.click()}
              >
                {isUploading ? t.uploading : t.addImages}
              </Button>
              <input
                ref={fileInput}
                className={css.fileInput}
                type="file"
                multiple
                accept={ENTERPRISE_IMAGE_ACCEPT}
                aria-label={t.addImages}
                tabIndex={-1}
                onChange={(event) => {
                  const files = Array.from(event.currentTarget.files ?? []);
                  // Reset so picking the same files again still fires a change.
                  event.currentTarget.value = '';
                  if (files.length > 0 && uploadTarget) onAddImages?.(files, uploadTarget);
                }}
              />
            </div>
          )}
        </div>
        <form
          className={css.filters}
          aria-label={t.filtersLabel}
          onSubmit={(event) => {
            event.preventDefault();
            const next = { year: year ? Number(year) : null, month: month ? Number(month) : null };
            // Looking at a month the admin may file photos under: new photos go there too.
            const filtered = uploadMonths.find(
              (value) => value.year === next.year && value.month === next.month,
            );
            if (filtered) setUploadMonth(monthKey(filtered));
            onFilter(next);
          }}
        >
          <Select
            label={t.year}
            placeholder={t.yearPlaceholder}
            options={yearOptions}
            value={year}
            onChange={setYear}
          />
          <Select
            label={t.month}
            placeholder={t.monthPlaceholder}
            options={monthSelectOptions}
            value={month}
            onChange={setMonth}
          />
          <div className={css.filterButtons}>
            <Button type="submit" icon="search">
              {t.filter}
            </Button>
            <Button
              variant="ghost"
              onPress={() => {
                setYear('');
                setMonth('');
                onClearFilters();
              }}
            >
              {t.clearFilters}
            </Button>
          </div>
        </form>
        {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
        <div aria-live="polite" aria-busy={photoStatus === 'loading'}>
          {photos}
        </div>
      </section>
      {documents}
    </Page>
  );
}
