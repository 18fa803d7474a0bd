import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { reportMessages } from '../../messages/pt-BR-reports';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as css from './DateRangeField.css';
import {
  type DateRangeValue,
  dateRangeProblem,
  EMPTY_DATE_RANGE,
  isDateRangeEmpty,
  toIsoSide,
} from './date-range';

/** Props of {@link DateRangeField}. */
export interface DateRangeFieldProps {
  label: string;
  /** The range as ISO `YYYY-MM-DD` strings; a side is null while empty. Always controlled. */
  value: DateRangeValue;
  /** Called with ISO strings whenever a side is completed, changed or cleared. */
  onChange: (value: DateRangeValue) => void;
  /** Help text under the field, linked to the inputs. */
  description?: string;
  /**
   * An error from the form (e.g. 'incomplete' after a submit). A reversed range (start after end)
   * is reported by the field itself as soon as both sides are filled.
   */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Names of the inputs, for forms that read FormData (ISO `YYYY-MM-DD`). */
  startName?: string;
  endName?: string;
}

const text = reportMessages.dateRangeField;

/**
 * A start/end date field on two native `<input type="date">` (decision 035): the platform's date
 * picker on phones and desktops, its own keyboard entry, no calendar code to ship. The inputs speak
 * ISO `YYYY-MM-DD` like the screens (decision 014); the browser shows them in the user's format.
 * 'Data final' cannot go before 'Data inicial' in the picker (min/max), and a reversed range typed
 * by hand is still reported.
 */
export function DateRangeField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  isDisabled = false,
  startName,
  endName,
}: DateRangeFieldProps) {
  // Remounting wipes a half-typed date, which is not part of the value (the input reports '').
  const [generation, setGeneration] = useState(0);
  const startRef = useRef<HTMLInputElement>(null);
  const error = errorMessage ?? (dateRangeProblem(value) === 'reversed' ? text.reversed : undefined);
  const start = toIsoSide(value.start);
  const end = toIsoSide(value.end);

  useEffect(() => {
    // An impossible side from the parent (a hand-edited URL: '2024-02-30') shows empty: report it
    // as empty too, so the form does not hold a date the user cannot see.
    if ((value.start && !start) || (value.end && !end)) onChange({ start: start || null, end: end || null });
  }, [value.start, value.end, start, end, onChange]);

  useEffect(() => {
    // After "Limpar datas" the button is gone: put focus back on the first date, not on <body>.
    if (generation > 0) startRef.current?.focus();
  }, [generation]);

  const clear = () => {
    onChange(EMPTY_DATE_RANGE);
    setGeneration((count) => count + 1);
  };
  const change = (side: 'start' | 'end') => (event: ChangeEvent<HTMLInputElement>) =>
    onChange({ ...value, [side]: event.target.value || null });

  return (
    <Field label={label} description={description} errorMessage={error}>
      {(control) => {
        const shared = {
          className: css.input,
          disabled: isDisabled,
          'aria-invalid': control.props['aria-invalid'],
          'aria-describedby': control.props['aria-describedby'],
        };
        return (
          <fieldset
            key={generation}
            aria-labelledby={control.labelId}
            aria-describedby={control.props['aria-describedby']}
            className={css.picker}
          >
            <div
              className={css.control()}
              data-invalid={control.isInvalid || undefined}
              data-disabled={isDisabled || undefined}
            >
              <div className={css.inputs}>
                {/* 'de' only shows when the dates are stacked (see the styles); the inputs carry their names. */}
                <span aria-hidden="true" className={css.fromLabel}>
                  {text.from}
                </span>
                <input
                  {...shared}
                  ref={startRef}
                  type="date"
                  id={control.props.id}
                  className={`${css.input} ${css.startInput}`}
                  aria-label={text.start}
                  name={startName}
                  value={start}
                  max={end || undefined}
                  data-empty={start === '' || undefined}
                  onChange={change('start')}
                />
                <span aria-hidden="true" className={css.separator}>
                  {text.separator}
                </span>
                <input
                  {...shared}
                  type="date"
                  className={`${css.input} ${css.endInput}`}
                  aria-label={text.end}
                  name={endName}
                  value={end}
                  min={start || undefined}
                  data-empty={end === '' || undefined}
                  onChange={change('end')}
                />
              </div>
              {!isDateRangeEmpty(value) && !isDisabled && (
                <button type="button" className={css.iconButton} aria-label={text.clear} onClick={clear}>
                  <Icon name="close" size="sm" />
                </button>
              )}
            </div>
          </fieldset>
        );
      }}
    </Field>
  );
}
