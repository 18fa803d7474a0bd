import { type ChangeEvent, type ReactNode, type Ref, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Field } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import * as css from './Select.css';

/** One option of a {@link Select}. Values are strings; '' is reserved for the placeholder. */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** Controlled value ('' or undefined shows the placeholder); pair with `onChange`. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Text shown while nothing is chosen; defaults to 'Selecione'. */
  placeholder?: string;
  name?: string;
  id?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Help text under the control, linked by aria-describedby. */
  description?: ReactNode;
  /** The field's error: marks the select aria-invalid and links the text. */
  errorMessage?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A labelled drop-down on the browser's own `<select>` (decision 035): the platform's picker on
 * phones (a wheel or a sheet), the platform's keyboard support everywhere, no popup code to ship.
 * Styled like the kit's text field, with a chevron; the placeholder is a disabled first option.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder = messages.select.placeholder,
  name,
  id,
  isRequired = false,
  isDisabled = false,
  description,
  errorMessage,
  ref,
}: SelectProps) {
  // Uncontrolled use keeps its own value so the placeholder colour follows the choice.
  const [ownValue, setOwnValue] = useState(defaultValue ?? '');
  const current = value ?? ownValue;

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    if (value === undefined) setOwnValue(event.target.value);
    onChange?.(event.target.value);
  }

  return (
    <Field
      label={label}
      id={id}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      {(control) => (
        <div className={css.wrapper}>
          <select
            {...control.props}
            ref={ref}
            className={css.select}
            value={current}
            onChange={handleChange}
            name={name}
            required={isRequired}
            disabled={isDisabled}
            data-placeholder={current === '' || undefined}
            data-invalid={control.isInvalid || undefined}
          >
            <option value="" disabled>
              {placeholder}
            </option>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.isDisabled}>
                {option.label}
              </option>
            ))}
          </select>
          <span className={css.chevron} aria-hidden="true">
            <Icon name="chevronDown" size="sm" />
          </span>
        </div>
      )}
    </Field>
  );
}
