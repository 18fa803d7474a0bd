import { useState } from 'react';
import { DateRangeField } from '../../components/DateRangeField/DateRangeField';
import {
  type DateRangeValue,
  dateRangeProblem,
  EMPTY_DATE_RANGE,
} from '../../components/DateRangeField/date-range';
import { FilterBar, FilterBarWideField } from '../../components/FilterBar/FilterBar';
import { TextField } from '../../components/TextField/TextField';
import { reportMessages } from '../../messages/pt-BR-reports';
import type { ReportFilterValues, ReportTextFilter } from './report-types';

/** Props of {@link ReportFilters}. */
export interface ReportFiltersProps<K extends string> {
  periodLabel?: string;
  textFilters: readonly ReportTextFilter<K>[];
  initialValues?: Partial<ReportFilterValues<K>>;
  onFilter: (values: ReportFilterValues<K>) => void;
  isSubmitting?: boolean;
}

type Texts<K extends string> = Record<K, string>;

function emptyTexts<K extends string>(filters: readonly ReportTextFilter<K>[], initial?: Partial<Texts<K>>) {
  return Object.fromEntries(filters.map((filter) => [filter.key, initial?.[filter.key] ?? ''])) as Texts<K>;
}

/**
 * The filter bar of a report: an optional period and free-text fields. Nothing is sent while a field
 * is wrong: a period with one date or a start after the end, or a text its `validate` rejects, shows
 * the error on that field and `onFilter` is not called. 'Limpar filtros' empties everything and
 * reloads the unfiltered list.
 */
export function ReportFilters<K extends string>({
  periodLabel,
  textFilters,
  initialValues,
  onFilter,
  isSubmitting,
}: ReportFiltersProps<K>) {
  const [period, setPeriod] = useState<DateRangeValue>({
    start: initialValues?.dateFrom ?? null,
    end: initialValues?.dateTo ?? null,
  });
  const [texts, setTexts] = useState<Texts<K>>(() => emptyTexts(textFilters, initialValues));
  // Errors appear after a submit, then follow the value as it is corrected.
  const [isChecked, setChecked] = useState(false);

  const periodProblem = dateRangeProblem(period);
  const periodError =
    isChecked && periodProblem === 'incomplete' ? reportMessages.dateRangeField.incomplete : undefined;
  const textError = (filter: ReportTextFilter<K>) =>
    isChecked ? filter.validate?.(texts[filter.key].trim()) : undefined;

  const submit = () => {
    setChecked(true);
    const hasTextError = textFilters.some((filter) => filter.validate?.(texts[filter.key].trim()));
    if (periodProblem || hasTextError) return;
    const trimmed = Object.fromEntries(textFilters.map((f) => [f.key, texts[f.key].trim()])) as Texts<K>;
    onFilter({ ...trimmed, dateFrom: period.start, dateTo: period.end });
  };

  const reset = () => {
    setChecked(false);
    setPeriod(EMPTY_DATE_RANGE);
    const cleared = emptyTexts(textFilters);
    setTexts(cleared);
    onFilter({ ...cleared, dateFrom: null, dateTo: null });
  };

  return (
    <FilterBar onSubmit={submit} onReset={reset} isSubmitting={isSubmitting}>
      {periodLabel && (
        <FilterBarWideField>
          <DateRangeField
            label={periodLabel}
            value={period}
            onChange={setPeriod}
            errorMessage={periodError}
          />
        </FilterBarWideField>
      )}
      {textFilters.map((filter) => (
        <TextField
          key={filter.key}
          label={filter.label}
          type={filter.type ?? 'text'}
          inputMode={filter.inputMode}
          autoComplete="off"
          value={texts[filter.key]}
          onChange={(value) => setTexts((current) => ({ ...current, [filter.key]: value }))}
          errorMessage={textError(filter)}
        />
      ))}
    </FilterBar>
  );
}
