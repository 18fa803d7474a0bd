import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Field } from '../Field/Field';
import * as css from './TextField.css';

/** Input types a text field supports, reused by stories; `date` and `time` draw the platform's picker (a visit's day and window). */
export const textFieldTypes = ['text', 'email', 'password', 'tel', 'search', 'url', 'date', 'time'] as const;
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
  return (
    <Field
      label={label}
      id={id}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
    >
      {(control) => (
        <div
          className={css.control()}
          data-invalid={control.isInvalid || undefined}
          data-disabled={isDisabled || undefined}
        >
          <input
            {...input}
            {...control.props}
            ref={ref}
            type={type}
            className={css.input}
            required={isRequired}
            disabled={isDisabled}
            onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
          />
          {trailing && <div className={css.trailing}>{trailing}</div>}
        </div>
      )}
    </Field>
  );
}
