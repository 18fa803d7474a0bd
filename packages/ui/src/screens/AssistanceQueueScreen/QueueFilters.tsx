import { ASSISTANCE_STATUS_LABELS, ASSISTANCE_STATUSES, type AssistanceStatus } from '@portal/domain';
import { FilterBar } from '../../components/FilterBar/FilterBar';
import { Select, type SelectOption } from '../../components/Select/Select';
import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';
import type { WarrantySystemOption } from '../AssistanceScreen/assistance-types';
import { type AssistanceQueueFilters, QUEUE_AGES } from './queue-filters';

/** Props of {@link QueueFilters}. */
export interface QueueFiltersProps {
  /** The filters as chosen so far (not yet applied). */
  draft: AssistanceQueueFilters;
  onDraftChange: (draft: AssistanceQueueFilters) => void;
  /** 'Filtrar' or Enter: apply the draft. */
  onSubmit: () => void;
  /** 'Limpar filtros'. */
  onReset: () => void;
  isSubmitting: boolean;
  enterprises: readonly { readonly id: number; readonly name: string }[];
  systems: readonly WarrantySystemOption[];
}

const t = s.queue;
const statusOptions: SelectOption[] = [
  { value: '', label: t.allStatuses },
  ...ASSISTANCE_STATUSES.map((status) => ({ value: status, label: ASSISTANCE_STATUS_LABELS[status] })),
];
const ageOptions: SelectOption[] = [
  { value: '', label: t.anyAge },
  ...QUEUE_AGES.map((days) => ({ value: String(days), label: t.ageOption(days) })),
];

/** The queue's filters: Situação, Empreendimento, Sistema and 'Aberta há' in the kit's filter bar. */
export function QueueFilters({
  draft,
  onDraftChange,
  onSubmit,
  onReset,
  isSubmitting,
  enterprises,
  systems,
}: QueueFiltersProps) {
  return (
    <FilterBar onSubmit={onSubmit} onReset={onReset} isSubmitting={isSubmitting}>
      <Select
        label={t.status}
        options={statusOptions}
        value={draft.status}
        placeholder={t.allStatuses}
        onChange={(value) => onDraftChange({ ...draft, status: value as AssistanceStatus | '' })}
      />
      <Select
        label={t.enterprise}
        options={[
          { value: '', label: t.allEnterprises },
          ...enterprises.map((enterprise) => ({ value: String(enterprise.id), label: enterprise.name })),
        ]}
        value={draft.enterpriseId}
        placeholder={t.allEnterprises}
        onChange={(value) => onDraftChange({ ...draft, enterpriseId: value })}
      />
      <Select
        label={t.system}
        options={[
          { value: '', label: t.allSystems },
          ...systems.map((system) => ({ value: system.key, label: system.label })),
        ]}
        value={draft.system}
        placeholder={t.allSystems}
        onChange={(value) => onDraftChange({ ...draft, system: value })}
      />
      <Select
        label={t.age}
        options={ageOptions}
        value={draft.minAgeDays === null ? '' : String(draft.minAgeDays)}
        placeholder={t.anyAge}
        onChange={(value) => onDraftChange({ ...draft, minAgeDays: value === '' ? null : Number(value) })}
      />
    </FilterBar>
  );
}
