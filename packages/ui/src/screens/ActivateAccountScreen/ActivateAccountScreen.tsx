import { SIGN_UP_MESSAGES } from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { button } from '../../components/Button/Button.css';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Switch } from '../../components/Switch/Switch';
import { messages } from '../../messages/pt-BR';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import * as form from '../LoginScreen/access-form.css';
import { AccessFormActions } from '../ResetPasswordScreen/AccessFormActions';
import { NewPasswordFields } from '../ResetPasswordScreen/NewPasswordFields';
import { useNewPassword } from '../ResetPasswordScreen/use-new-password';

const t = messages.activateAccount;

/** What the activation page sends: the sign-up password, or a new password that replaces it. */
export type ActivationSubmission = { readonly password: string } | { readonly newPassword: string };

/** Props of {@link ActivateAccountScreen}. */
export interface ActivateAccountScreenProps {
  /** Called with the sign-up password (filled), or with a new password once its five rules hold. */
  onSubmit: (submission: ActivationSubmission) => void;
  /** While the request runs: 'Ativando...', busy and disabled. */
  isSubmitting?: boolean;
  /** A refused attempt (wrong password, too many attempts, no connection): shown above the form. */
  errorMessage?: string;
  /**
   * The link cannot activate (no token, or the server called it unknown, used or expired): this text
   * and the way back to the login page replace the form.
   */
  invalidLinkMessage?: string;
  loginHref: string;
  onNavigate?: NavigateHandler;
  /** Starting values (stories). */
  initialValues?: { password?: string; newPassword?: string; confirmation?: string; chooseNew?: boolean };
}

/**
 * The account-activation page (route /ativar-conta?token=, product rule §2): the link of the
 * activation e-mail proves the mailbox, the password chosen at sign-up proves the person. Whoever did
 * not sign up (someone else used their e-mail and CPF) or forgot that password turns on 'Não fui eu…'
 * and sets a new password instead, with the reset page's live checklist.
 */
export function ActivateAccountScreen({
  onSubmit,
  isSubmitting = false,
  errorMessage,
  invalidLinkMessage,
  loginHref,
  onNavigate,
  initialValues,
}: ActivateAccountScreenProps) {
  const [password, setPassword] = useState(initialValues?.password ?? '');
  const [passwordError, setPasswordError] = useState<string>();
  const [chooseNew, setChooseNew] = useState(initialValues?.chooseNew ?? false);
  const newPassword = useNewPassword({
    password: initialValues?.newPassword,
    confirmation: initialValues?.confirmation,
  });
  const passwordRef = useRef<HTMLInputElement>(null);

  if (invalidLinkMessage !== undefined) {
    return (
      <AuthLayout title={t.invalidLinkTitle}>
        <Alert tone="warning">{invalidLinkMessage}</Alert>
        <div className={form.actions}>
          <a
            href={loginHref}
            className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
            onClick={(event) => handleLinkClick(event, loginHref, onNavigate)}
          >
            {t.goToLogin}
          </a>
        </div>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (chooseNew) {
      if (newPassword.isValid) onSubmit({ newPassword: newPassword.password });
      return;
    }
    if (password === '') {
      setPasswordError(SIGN_UP_MESSAGES.passwordEmpty);
      passwordRef.current?.focus();
      return;
    }
    onSubmit({ password });
  };

  return (
    <AuthLayout title={t.title} intro={chooseNew ? t.newPasswordIntro : t.intro}>
      {errorMessage && <Alert tone="danger">{errorMessage}</Alert>}
      <form className={form.form} onSubmit={submit} noValidate>
        {/* Before the fields it swaps, so turning it on reveals what follows (a disclosure). */}
        <Switch
          label={t.chooseNewPassword}
          name="chooseNewPassword"
          isSelected={chooseNew}
          onChange={setChooseNew}
        />
        {chooseNew ? (
          <NewPasswordFields
            state={newPassword}
            passwordLabel={t.newPassword}
            confirmationLabel={t.confirmation}
            checklistTitle={t.rulesTitle}
            layout="columns"
          />
        ) : (
          <PasswordField
            ref={passwordRef}
            label={t.password}
            name="password"
            autoComplete="current-password"
            isRequired
            value={password}
            errorMessage={passwordError}
            onChange={(value) => {
              setPassword(value);
              setPasswordError(undefined);
            }}
          />
        )}
        <AccessFormActions
          submitLabel={isSubmitting ? t.submitting : t.submit}
          isSubmitting={isSubmitting}
          isDisabled={chooseNew && !newPassword.isValid}
          linkHref={loginHref}
          linkLabel={t.back}
          linkIcon="back"
          onNavigate={onNavigate}
        />
      </form>
    </AuthLayout>
  );
}
