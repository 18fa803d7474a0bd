import { ERROR_CATALOGUE } from '@portal/domain';
import type { FormEvent } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { button } from '../../components/Button/Button.css';
import { TextLink } from '../../components/TextLink/TextLink';
import { messages } from '../../messages/pt-BR';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import * as form from '../LoginScreen/access-form.css';
import { AccessFormActions } from './AccessFormActions';
import { NewPasswordFields } from './NewPasswordFields';
import { useNewPassword } from './use-new-password';

const t = messages.resetPassword;

/** Props of {@link ResetPasswordScreen}. */
export interface ResetPasswordScreenProps {
  /**
   * Whether the page has a usable token. `false` (no `?token=`, or the server said it is invalid or
   * expired) shows the invalid-link state with a way to request a new link instead of the form.
   */
  hasValidToken: boolean;
  /** Called with the new password once all five rules hold. */
  onSubmit: (newPassword: string) => void;
  /** While the request runs: the button reads 'Redefinindo...' and ignores presses. */
  isSubmitting?: boolean;
  /** A failed reset: the server's text, or '' for 'Erro ao redefinir senha. Tente novamente.'. */
  errorMessage?: string;
  passwordRecoveryHref: string;
  loginHref: string;
  onNavigate?: NavigateHandler;
  /** Starting values (stories: a filled form while submitting). */
  initialValues?: { password: string; confirmation: string };
}

/**
 * The new-password page (route /reset-password?token=, spec sections 2 and 5): new password and
 * confirmation with their own toggles, the live checklist of `checkNewPassword`, and 'Redefinir senha',
 * enabled only when all five rules hold.
 */
export function ResetPasswordScreen({
  hasValidToken,
  onSubmit,
  isSubmitting = false,
  errorMessage,
  passwordRecoveryHref,
  loginHref,
  onNavigate,
  initialValues,
}: ResetPasswordScreenProps) {
  const newPassword = useNewPassword(initialValues);
  const { isValid } = newPassword;

  if (!hasValidToken) {
    return (
      <AuthLayout title={t.invalidTokenTitle}>
        <Alert tone="warning">{ERROR_CATALOGUE['RESET-PASSWORD-400']}</Alert>
        <div className={form.actions}>
          <a
            href={passwordRecoveryHref}
            className={button({ variant: 'primary', size: 'lg', fullWidth: true })}
            onClick={(event) => handleLinkClick(event, passwordRecoveryHref, onNavigate)}
          >
            {t.requestNewLink}
          </a>
          <p className={form.footer}>
            <TextLink href={loginHref} onNavigate={onNavigate} variant="standalone" icon="back">
              {t.back}
            </TextLink>
          </p>
        </div>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isValid && !isSubmitting) onSubmit(newPassword.password);
  };

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      {errorMessage !== undefined && (
        <Alert tone="danger">{errorMessage || ERROR_CATALOGUE['RESET-PASSWORD-ERROR']}</Alert>
      )}
      <form className={form.form} onSubmit={submit} noValidate>
        <NewPasswordFields
          state={newPassword}
          passwordLabel={t.password}
          confirmationLabel={t.confirmation}
        />
        <AccessFormActions
          submitLabel={isSubmitting ? t.submitting : t.submit}
          isSubmitting={isSubmitting}
          isDisabled={!isValid}
          linkHref={loginHref}
          linkLabel={t.back}
          linkIcon="back"
          onNavigate={onNavigate}
        />
      </form>
    </AuthLayout>
  );
}
