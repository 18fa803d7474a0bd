import {
  ASSISTANCE_LIMITS,
  formatDateBr,
  PREFERRED_PERIOD_LABELS,
  PREFERRED_PERIODS,
  type PreferredPeriod,
} from '@portal/domain';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../components/Button/Button';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { LoadState } from '../../components/LoadState/LoadState';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSection } from '../../components/Page/PageSection';
import { Select } from '../../components/Select/Select';
import { Textarea } from '../../components/Textarea/Textarea';
import { TextField } from '../../components/TextField/TextField';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { NavigateHandler } from '../../navigation/link-click';
import type {
  DeliveredUnitView,
  UploadProgressView,
  WarrantySystemOption,
} from '../AssistanceScreen/assistance-types';
import { ButtonLink } from '../AssistanceScreen/ButtonLink';
import { PhotoPicker } from '../AssistanceScreen/PhotoPicker';
import * as css from './NewAssistanceScreen.css';
import { type NewAssistanceInput, type NewRequestDraft, newRequestProblems } from './new-request';
import { WarrantyVerdict } from './WarrantyVerdict';

/** Props of {@link NewAssistanceScreen}. */
export interface NewAssistanceScreenProps {
  /** The customer's delivered units with their warranty; null while loading or when loading failed. */
  units: readonly DeliveredUnitView[] | null;
  /** The systems of the company's warranty table, in its order. */
  systems: readonly WarrantySystemOption[];
  isLoading?: boolean;
  errorMessage?: string;
  onRetry?: () => void;
  /** Sends the request (the photos in the same upload). */
  onSubmit: (input: NewAssistanceInput) => void;
  /** While the request goes: the bytes sent so far (each photo shows its share). */
  progress?: UploadProgressView | null | undefined;
  isSending?: boolean;
  /** The server refused the request: its Portuguese text. */
  sendError?: string | undefined;
  /** 'Assistência técnica': the breadcrumb and 'Cancelar'. */
  backHref: string;
  /** The fields as they start, e.g. a story's filled form. */
  initialDraft?: Partial<NewRequestDraft>;
  initialPhotos?: readonly File[];
  onNavigate?: NavigateHandler;
}

const periodOptions = PREFERRED_PERIODS.map((value) => ({ value, label: PREFERRED_PERIOD_LABELS[value] }));

/**
 * 'Nova solicitação' (/assistencia-tecnica/nova, customer; product rule §9): which delivered unit,
 * which system of the warranty table — with the warranty verdict shown before sending —, where in the
 * unit, a description with its count, up to 10 photos with previews and each one's progress, and the
 * preferred period for a visit. Out of warranty the request can still be sent, marked so.
 */
export function NewAssistanceScreen({
  units,
  systems,
  isLoading = false,
  errorMessage,
  onRetry,
  onSubmit,
  progress,
  isSending = false,
  sendError,
  backHref,
  initialDraft,
  initialPhotos = [],
  onNavigate,
}: NewAssistanceScreenProps) {
  const breadcrumbs = (
    <Breadcrumbs
      items={[{ label: t.title, href: backHref }, { label: t.form.title }]}
      onNavigate={onNavigate}
    />
  );
  return (
    <Page>
      <PageHeader title={t.form.title} subtitle={t.form.subtitle} breadcrumbs={breadcrumbs} />
      <LoadState data={units} isLoading={isLoading} errorMessage={errorMessage} onRetry={onRetry}>
        {(loaded) =>
          loaded.length === 0 ? (
            <EmptyState
              icon="home"
              title={t.noDeliveredUnits}
              action={
                <ButtonLink href={backHref} onNavigate={onNavigate} variant="secondary">
                  {t.form.back}
                </ButtonLink>
              }
            />
          ) : (
            <RequestForm
              units={loaded}
              systems={systems}
              onSubmit={onSubmit}
              progress={progress}
              isSending={isSending}
              sendError={sendError}
              backHref={backHref}
              initialDraft={initialDraft}
              initialPhotos={initialPhotos}
              onNavigate={onNavigate}
            />
          )
        }
      </LoadState>
    </Page>
  );
}

type RequestFormProps = Omit<NewAssistanceScreenProps, 'units' | 'isLoading' | 'errorMessage' | 'onRetry'> & {
  units: readonly DeliveredUnitView[];
  initialPhotos: readonly File[];
};

/** The form itself, once the units are in. */
function RequestForm({
  units,
  systems,
  onSubmit,
  progress,
  isSending,
  sendError,
  backHref,
  initialDraft,
  initialPhotos,
  onNavigate,
}: RequestFormProps) {
  const only = units.length === 1 ? String(units[0]?.id) : '';
  const [draft, setDraft] = useState<NewRequestDraft>({
    unitId: only,
    system: '',
    location: '',
    description: '',
    preferredPeriod: '',
    ...initialDraft,
  });
  const [photos, setPhotos] = useState<readonly File[]>(initialPhotos);
  // Once the person has tried to send, the problems follow every change of the draft.
  const [tried, setTried] = useState(false);
  const unit = units.find((candidate) => String(candidate.id) === draft.unitId);
  const warranty = unit?.warranty.find((entry) => entry.system === draft.system);
  const systemKeys = systems.map((system) => system.key);
  const problems = tried ? newRequestProblems(draft, systemKeys) : {};

  const change = (field: keyof NewRequestDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setTried(true);
    if (Object.keys(newRequestProblems(draft, systemKeys)).length > 0) return;
    onSubmit({
      unitId: Number(draft.unitId),
      system: draft.system,
      location: draft.location.trim(),
      description: draft.description.trim(),
      preferredPeriod: draft.preferredPeriod as PreferredPeriod,
      photos,
    });
  };

  const hasProblems = Object.keys(problems).length > 0;
  return (
    <PageSection as="div">
      <form className={css.form} onSubmit={submit} noValidate aria-label={t.form.title}>
        <div className={css.pair}>
          <Select
            label={t.form.unit}
            isRequired
            value={draft.unitId}
            onChange={change('unitId')}
            options={units.map((candidate) => ({
              value: String(candidate.id),
              label: t.unitName(candidate.enterprise_name, candidate.name),
            }))}
            description={unit ? t.form.unitHandover(formatDateBr(unit.handover_date)) : undefined}
            errorMessage={problems.unitId}
            isDisabled={isSending}
          />
          <Select
            label={t.form.system}
            isRequired
            value={draft.system}
            onChange={change('system')}
            options={systems.map((system) => ({ value: system.key, label: system.label }))}
            description={t.form.systemHint}
            errorMessage={problems.system}
            isDisabled={isSending}
          />
        </div>
        {warranty && <WarrantyVerdict warranty={warranty} />}
        <TextField
          label={t.form.location}
          isRequired
          value={draft.location}
          onChange={change('location')}
          placeholder={t.form.locationPlaceholder}
          maxLength={ASSISTANCE_LIMITS.location.max}
          errorMessage={problems.location}
          isDisabled={isSending}
        />
        <Textarea
          label={t.form.description}
          isRequired
          value={draft.description}
          onChange={change('description')}
          description={t.form.descriptionHint}
          maxLength={ASSISTANCE_LIMITS.description.max}
          showCount
          rows={6}
          errorMessage={problems.description}
          isDisabled={isSending}
        />
        <PhotoPicker
          label={t.form.photos}
          files={photos}
          onChange={setPhotos}
          progress={isSending ? (progress ?? { loaded: 0, total: undefined }) : null}
          isDisabled={isSending}
        />
        <Select
          label={t.form.period}
          isRequired
          value={draft.preferredPeriod}
          onChange={change('preferredPeriod')}
          options={periodOptions}
          errorMessage={problems.preferredPeriod}
          isDisabled={isSending}
        />
        {hasProblems && <Alert tone="danger">{t.form.fixErrors}</Alert>}
        {sendError && !hasProblems && <Alert tone="danger">{sendError}</Alert>}
        {isSending && <Alert tone="info">{t.form.sending}</Alert>}
        <div className={css.actions}>
          <ButtonLink href={backHref} onNavigate={onNavigate} variant="secondary">
            {t.form.cancel}
          </ButtonLink>
          <Button type="submit" icon="upload" isLoading={isSending}>
            {t.form.submit}
          </Button>
        </div>
      </form>
    </PageSection>
  );
}
