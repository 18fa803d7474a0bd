import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './TextField.css';

/** Input types a text field supports, reused by stories. */
export const textFieldTypes = ['text', 'email', 'password', 'tel', 'search', 'url'] as const;
/** A text field type. */
export type TextFieldType = (typeof textFieldTypes)[number];

/** Props of {@link TextField}. */
export interface TextFieldProps {
  label: string;
  /** Controlled value; pair with `onChange`. Omit both for an uncontrolled field (`defaultValue`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  type?: TextFieldType;
  name?: string;
  id?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Shows the red asterisk and marks the input required for assistive technology. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Help text under the input (e.g. a format hint), linked by aria-describedby. */
  description?: ReactNode;
  /** The field's error; when set the input is aria-invalid and the text is linked by aria-describedby. */
  errorMessage?: string;
  /** A control drawn inside the border, after the input (the password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with optional hint, red-asterisk required mark and error message. */
export function TextField({
  label,
  onChange,
  type = 'text',
  id,
  isRequired = false,
  isDisabled = false,
  description,
  errorMessage,
  trailing,
  ref,
  ...input
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const isInvalid = Boolean(errorMessage);
  // Error first: screen readers read the problem before the general hint.
  const describedBy = [isInvalid && errorId, description && descriptionId].filter(Boolean).join(' ');

  return (
    <div className={css.field}>
      <label htmlFor={inputId} className={css.label}>
        {label}
        {isRequired && (
          <span className={css.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div
        className={css.control()}
        data-invalid={isInvalid || undefined}
        data-disabled={isDisabled || undefined}
      >
        <input
          {...input}
          ref={ref}
          id={inputId}
          type={type}
          className={css.input}
          required={isRequired}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy || undefined}
          onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        />
        {trailing && <div className={css.trailing}>{trailing}</div>}
      </div>
      {description && (
        <div id={descriptionId} className={css.description}>
          {description}
        </div>
      )}
      {isInvalid && (
        <div id={errorId} className={css.error}>
          <Icon name="alert" size="sm" />
          <span>{errorMessage}</span>
        </div>
      )}
    </div>
  );
}
