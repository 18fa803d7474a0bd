import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon';
import * as css from './Field.css';
import { type FieldControl, fieldControl } from './field-control';

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  /** The control's id; generated when absent. The label, description and error ids derive from it. */
  id?: string;
  /** Shows the red asterisk (the control itself tells assistive technology it is required). */
  isRequired?: boolean;
  /** Help text under the control (e.g. a format hint), linked by aria-describedby. */
  description?: ReactNode;
  /** The field's error; when set the control is aria-invalid and the text is linked by aria-describedby. */
  errorMessage?: string;
  /** A live count shown at the end of the messages row (the textarea's 'n/max'), linked too. */
  counter?: ReactNode;
  /**
   * For a control that is not a native form element (the date range's segments), which a label
   * click cannot focus by itself: focus its first part here.
   */
  onLabelClick?: () => void;
  /** Renders the control, spreading `control.props` on it (or wiring the ids it needs by hand). */
  children: (control: FieldControl) => ReactNode;
}

/**
 * The block every form field shares: label (with the required asterisk), the control, a description
 * and an error. It owns the ids, so `aria-describedby`, `aria-invalid` and the message ids stay in
 * step for TextField, Textarea, Select and DateRangeField alike.
 */
export function Field({
  label,
  id,
  isRequired = false,
  description,
  errorMessage,
  counter,
  onLabelClick,
  children,
}: FieldProps) {
  const generatedId = useId();
  const control = fieldControl(id ?? generatedId, {
    hasDescription: Boolean(description),
    isInvalid: Boolean(errorMessage),
    hasCounter: counter !== undefined,
  });
  const messages = (
    <>
      {description && (
        <div id={control.descriptionId} className={css.description}>
          {description}
        </div>
      )}
      {control.isInvalid && (
        <div id={control.errorId} className={css.error}>
          <Icon name="alert" size="sm" />
          <span>{errorMessage}</span>
        </div>
      )}
    </>
  );

  return (
    <div className={css.field}>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a mouse shortcut like any label's; keyboard users tab to the control. */}
      <label id={control.labelId} htmlFor={control.props.id} className={css.label} onClick={onLabelClick}>
        {label}
        {isRequired && (
          <span className={css.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children(control)}
      {counter === undefined ? (
        messages
      ) : (
        <div className={css.footer}>
          <div>{messages}</div>
          <span id={control.counterId} className={css.counter}>
            {counter}
          </span>
        </div>
      )}
    </div>
  );
}
