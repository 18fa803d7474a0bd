import { useEffect, useRef, useState } from 'react';
import {
  DateInput,
  DateRangePicker,
  DateSegment,
  Group,
  I18nProvider,
  Button as RacButton,
} from 'react-aria-components';
import { messages } from '../../messages/pt-BR';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as css from './DateRangeField.css';
import {
  type DateRangeValue,
  dateRangeProblem,
  EMPTY_DATE_RANGE,
  isDateRangeEmpty,
  toCalendarDate,
} from './date-range';
import { RangeCalendarPopover } from './RangeCalendarPopover';
import { RangeSync } from './RangeSync';

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
  /** Names of the hidden inputs, for forms that read FormData. */
  startName?: string;
  endName?: string;
}

const text = messages.dateRangeField;

/**
 * A start/end date field with a calendar popover (react-aria-components `DateRangePicker`), in
 * Brazilian Portuguese (dd/mm/aaaa segments, Sunday-first calendar, pt-BR month names) whatever the
 * browser's language. Screens see only ISO strings: no Date or @internationalized/date object leaks out.
 * Every part works with the keyboard: type digits into the segments (focus moves on by itself),
 * arrows change a segment, Alt+ArrowDown opens the calendar.
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
  // Remounting is the only way to wipe half-typed segments (they are not part of the value).
  const [generation, setGeneration] = useState(0);
  const groupRef = useRef<HTMLDivElement>(null);
  const error = errorMessage ?? (dateRangeProblem(value) === 'reversed' ? text.reversed : undefined);
  const start = toCalendarDate(value.start);
  const end = toCalendarDate(value.end);
  const initial = start && end ? { start, end } : null;

  useEffect(() => {
    // After "Limpar datas" the button is gone: put focus back on the first segment, not on <body>.
    if (generation > 0) groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus();
  }, [generation]);

  const clear = () => {
    onChange(EMPTY_DATE_RANGE);
    setGeneration((count) => count + 1);
  };

  return (
    <I18nProvider locale="pt-BR">
      <Field
        label={label}
        description={description}
        errorMessage={error}
        onLabelClick={() => groupRef.current?.querySelector<HTMLElement>('[role="spinbutton"]')?.focus()}
      >
        {(control) => (
          <DateRangePicker
            key={generation}
            className={css.picker}
            defaultValue={initial}
            isInvalid={control.isInvalid}
            isDisabled={isDisabled}
            validationBehavior="aria"
            startName={startName}
            endName={endName}
            // The kit's field draws the label and the messages: the picker points at their ids.
            id={control.props.id}
            aria-labelledby={control.labelId}
            aria-describedby={control.props['aria-describedby']}
          >
            <Group ref={groupRef} className={css.control()}>
              <div className={css.inputs}>
                {/* 'de' only shows when the dates are stacked (see the styles); the inputs carry their names. */}
                <span aria-hidden="true" className={css.fromLabel}>
                  {text.from}
                </span>
                <DateInput slot="start" className={`${css.input} ${css.startInput}`} aria-label={text.start}>
                  {(segment) => <DateSegment segment={segment} className={css.segment} />}
                </DateInput>
                <span aria-hidden="true" className={css.separator}>
                  {text.separator}
                </span>
                <DateInput slot="end" className={`${css.input} ${css.endInput}`} aria-label={text.end}>
                  {(segment) => <DateSegment segment={segment} className={css.segment} />}
                </DateInput>
              </div>
              {!isDateRangeEmpty(value) && !isDisabled && (
                // A native button: a react-aria Button here would take over the calendar trigger's slot.
                <button type="button" className={css.iconButton} aria-label={text.clear} onClick={clear}>
                  <Icon name="close" size="sm" />
                </button>
              )}
              <RacButton className={css.iconButton} aria-label={text.openCalendar}>
                <Icon name="calendar" size="sm" />
              </RacButton>
            </Group>
            <RangeSync value={value} onChange={onChange} />
            <RangeCalendarPopover />
          </DateRangePicker>
        )}
      </Field>
    </I18nProvider>
  );
}
