import { RadioGroup } from 'radix-ui';
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
 * A small set of mutually exclusive choices shown side by side (radix-ui RadioGroup): a radio group
 * for assistive technology, arrow keys move and select, and the chosen segment is raised, bold and
 * ticked (not told by colour alone). Used for the person type of the sign-up form.
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
  // Radix hands back a plain string; only values of `options` can be chosen, so map back to T.
  const select = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onChange(option.value);
  };
  return (
    <div className={css.field}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <RadioGroup.Root
        className={css.group}
        aria-labelledby={labelId}
        value={value}
        onValueChange={select}
        disabled={isDisabled}
        name={name}
        orientation="horizontal"
        loop
      >
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} className={css.item()}>
            {option.value === value && <Icon name="check" size="sm" />}
            {option.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
