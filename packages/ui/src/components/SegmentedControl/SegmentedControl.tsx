import { useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './SegmentedControl.css';

/** One choice of a {@link SegmentedControl}. */
export interface SegmentedOption<T extends string> {
  value: T;
  label: string;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<T extends string> {
  /** Visible label of the group, also its accessible name (e.g. 'Tipo de pessoa'). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
  name?: string;
}

/**
 * A small set of mutually exclusive choices shown side by side: native radio buttons, one per segment,
 * so assistive technology hears a radio group and the arrow keys move and select as in any radio group
 * (no script of ours). Each radio covers its whole segment, transparent, so the segment is the 44 px
 * target and the focus ring is drawn around it. The chosen segment is raised, bold and ticked (not told
 * by colour alone). Used for the person type of the sign-up form.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onChange,
  isDisabled = false,
  name,
}: SegmentedControlProps<T>) {
  const labelId = useId();
  // The arrow keys move between the radios of one name: a group without a name still needs its own.
  const groupName = name ?? labelId;
  return (
    <div className={css.field}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <div role="radiogroup" aria-labelledby={labelId} className={css.group}>
        {options.map((option) => {
          const isChecked = option.value === value;
          return (
            <label key={option.value} className={css.item({ isChecked, isDisabled })}>
              <input
                type="radio"
                className={css.radio}
                name={groupName}
                value={option.value}
                checked={isChecked}
                disabled={isDisabled}
                onChange={() => onChange(option.value)}
                // Enter on a radio would submit the form around it (the browser's implicit submission);
                // in a radio group it does nothing (WAI-ARIA radio pattern), as before this was native.
                onKeyDown={(event) => {
                  if (event.key === 'Enter') event.preventDefault();
                }}
              />
              {isChecked && <Icon name="check" size="sm" />}
              {option.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
