import { PasswordField } from '../../components/PasswordField/PasswordField';
import * as css from '../SignUpScreen/SignUpScreen.css';
import { PasswordChecklist } from './PasswordChecklist';
import type { NewPasswordState } from './use-new-password';

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  /** From {@link useNewPassword}: the screen reads `isValid` and `password` when it submits. */
  state: NewPasswordState;
  /** Labels of the two fields, from the screen's messages. */
  passwordLabel: string;
  confirmationLabel: string;
  /** The line above the rules; the checklist's own default when absent. */
  checklistTitle?: string;
  /** `stack`: one field under the other; `columns`: side by side where there is room (as on sign-up). */
  layout?: 'stack' | 'columns';
}

/**
 * Choosing a new password (reset and activation pages): the password and its confirmation, each with
 * its own show/hide toggle, and the live checklist of the rules it must meet.
 */
export function NewPasswordFields({
  state,
  passwordLabel,
  confirmationLabel,
  checklistTitle,
  layout = 'stack',
}: NewPasswordFieldsProps) {
  const fields = (
    <>
      <PasswordField
        label={passwordLabel}
        name="newPassword"
        autoComplete="new-password"
        isRequired
        value={state.password}
        onChange={state.setPassword}
      />
      <PasswordField
        label={confirmationLabel}
        name="confirmation"
        autoComplete="new-password"
        isRequired
        value={state.confirmation}
        onChange={state.setConfirmation}
      />
    </>
  );
  return (
    <>
      {layout === 'columns' ? <div className={css.passwords}>{fields}</div> : fields}
      <PasswordChecklist rules={state.rules} title={checklistTitle} />
    </>
  );
}
