import { type Ref, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Field } from '../Field/Field';
import * as css from './Textarea.css';

/** Props of {@link Textarea}. */
export interface TextareaProps {
  label: string;
  /** Controlled value; pair with `onChange`. Omit both for an uncontrolled field (`defaultValue`). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  id?: string;
  placeholder?: string;
  rows?: number;
  /** Hard limit on the length; with `showCount` the count reads "n/maxLength". */
  maxLength?: number;
  /** Shows how many characters were typed (and the limit, when there is one). */
  showCount?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Help text under the control, linked by aria-describedby. */
  description?: string;
  /** The field's error; when set the control is aria-invalid and the text is linked by aria-describedby. */
  errorMessage?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input (ticket 'Descrição', proof 'Observações') with error and count. */
export function Textarea({
  label,
  value,
  defaultValue,
  onChange,
  id,
  rows = 5,
  maxLength,
  showCount = false,
  isRequired = false,
  isDisabled = false,
  description,
  errorMessage,
  ref,
  ...native
}: TextareaProps) {
  // Uncontrolled use still needs the length for the count, so mirror the text locally.
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const length = (value ?? ownText).length;

  return (
    <Field
      label={label}
      id={id}
      isRequired={isRequired}
      description={description}
      errorMessage={errorMessage}
      counter={showCount ? messages.textarea.count(length, maxLength) : undefined}
    >
      {(control) => (
        <textarea
          {...native}
          {...control.props}
          ref={ref}
          rows={rows}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          maxLength={maxLength}
          className={css.textarea()}
          required={isRequired}
          disabled={isDisabled}
          data-invalid={control.isInvalid || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setOwnText(text);
            onChange?.(text);
          }}
        />
      )}
    </Field>
  );
}
