import { type Ref, useId, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Icon } from '../Icon/Icon';
import * as field from '../TextField/TextField.css';
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
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  const countId = `${inputId}-count`;
  // Uncontrolled use still needs the length for the count, so mirror the text locally.
  const [ownText, setOwnText] = useState(defaultValue ?? '');
  const length = (value ?? ownText).length;
  const isInvalid = Boolean(errorMessage);
  const describedBy = [isInvalid && errorId, description && descriptionId, showCount && countId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={field.field}>
      <label htmlFor={inputId} className={field.label}>
        {label}
        {isRequired && (
          <span className={field.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        {...native}
        ref={ref}
        id={inputId}
        rows={rows}
        value={value}
        defaultValue={value === undefined ? defaultValue : undefined}
        maxLength={maxLength}
        className={css.textarea()}
        required={isRequired}
        disabled={isDisabled}
        data-invalid={isInvalid || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setOwnText(text);
          onChange?.(text);
        }}
      />
      {(description || isInvalid || showCount) && (
        <div className={css.footer}>
          <div>
            {isInvalid && (
              <div id={errorId} className={field.error}>
                <Icon name="alert" size="sm" />
                <span>{errorMessage}</span>
              </div>
            )}
            {description && (
              <div id={descriptionId} className={field.description}>
                {description}
              </div>
            )}
          </div>
          {showCount && (
            <span id={countId} className={css.count}>
              {messages.textarea.count(length, maxLength)}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
