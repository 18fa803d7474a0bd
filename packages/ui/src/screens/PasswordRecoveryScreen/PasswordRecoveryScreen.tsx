import { ERROR_CATALOGUE, isValidEmail, SIGN_UP_MESSAGES } from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { TextField } from '../../components/TextField/TextField';
import { messages } from '../../messages/pt-BR';
import type { NavigateHandler } from '../../navigation/link-click';
import * as form from '../LoginScreen/access-form.css';
import { AccessFormActions } from '../ResetPasswordScreen/AccessFormActions';

const t = messages.passwordRecovery;

/** Outcomes of the recovery request, reused by stories. */
export const recoveryResults = ['success', 'error'] as const;
/** A recovery outcome. */
export type RecoveryResult = (typeof recoveryResults)[number];

/** Props of {@link PasswordRecoveryScreen}. */
export interface PasswordRecoveryScreenProps {
  /** Called with the trimmed e-mail once it is filled and well formed. */
  onSubmit: (email: string) => void;
  /** While the request runs: the button reads 'Enviando...' and ignores presses. */
  isSubmitting?: boolean;
  /** Outcome of the last request: 'Email enviado com sucesso!' or the failure text. */
  result?: RecoveryResult;
  /** The server's error text; without it a failure reads 'Erro ao enviar link de redefinição de senha.'. */
  errorMessage?: string;
  loginHref: string;
  onNavigate?: NavigateHandler;
  defaultEmail?: string;
}

/**
 * The password recovery page (route /password-recovery, spec sections 2 and 8): asks for the e-mail
 * and sends the reset link. Presentational: the portal sends the request and passes the outcome back.
 */
export function PasswordRecoveryScreen({
  onSubmit,
  isSubmitting = false,
  result,
  errorMessage,
  loginHref,
  onNavigate,
  defaultEmail = '',
}: PasswordRecoveryScreenProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string>();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const trimmed = email.trim();
    const found =
      trimmed === ''
        ? SIGN_UP_MESSAGES.emailEmpty
        : isValidEmail(trimmed)
          ? undefined
          : SIGN_UP_MESSAGES.emailInvalid;
    setError(found);
    if (found) emailRef.current?.focus();
    else onSubmit(trimmed);
  };

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      {result === 'success' && <Alert tone="success">{ERROR_CATALOGUE['PASSWORD-RECOVERY-200']}</Alert>}
      {result === 'error' && (
        <Alert tone="danger">{errorMessage || ERROR_CATALOGUE['PASSWORD-RECOVERY-ERROR']}</Alert>
      )}
      <form className={form.form} onSubmit={submit} noValidate>
        <TextField
          ref={emailRef}
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={email}
          errorMessage={error}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
        />
        <AccessFormActions
          submitLabel={isSubmitting ? t.submitting : t.submit}
          isSubmitting={isSubmitting}
          linkHref={loginHref}
          linkLabel={t.back}
          linkIcon="back"
          onNavigate={onNavigate}
        />
      </form>
    </AuthLayout>
  );
}
