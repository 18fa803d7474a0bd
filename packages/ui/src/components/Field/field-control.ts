/** What a field's control needs to be wired to its label and messages. */
export interface FieldControl {
  /** Spread on the control: its id (the label's target), aria-describedby and aria-invalid. */
  props: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true };
  /** Id of the visible label, for controls named by `aria-labelledby` (the date range). */
  labelId: string;
  /** Id of the description text; present in `aria-describedby` only while there is a description. */
  descriptionId: string;
  /** Id of the error text; present in `aria-describedby` only while the field is invalid. */
  errorId: string;
  /** Id of the counter (the textarea's 'n/max'). */
  counterId: string;
  isInvalid: boolean;
}

/** Which messages a field shows right now. */
export interface FieldMessages {
  hasDescription: boolean;
  isInvalid: boolean;
  hasCounter: boolean;
}

/**
 * The ids of a field's parts, derived from the control's id, and the control's aria attributes.
 * The one place they are computed, so label, description, error and control never drift apart.
 * The error comes first in `aria-describedby`: screen readers read the problem before the hint.
 */
export function fieldControl(controlId: string, messages: FieldMessages): FieldControl {
  const ids = {
    labelId: `${controlId}-label`,
    descriptionId: `${controlId}-description`,
    errorId: `${controlId}-error`,
    counterId: `${controlId}-count`,
  };
  const describedBy = [
    messages.isInvalid && ids.errorId,
    messages.hasDescription && ids.descriptionId,
    messages.hasCounter && ids.counterId,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    ...ids,
    isInvalid: messages.isInvalid,
    props: {
      id: controlId,
      ...(describedBy && { 'aria-describedby': describedBy }),
      ...(messages.isInvalid && { 'aria-invalid': true }),
    },
  };
}
