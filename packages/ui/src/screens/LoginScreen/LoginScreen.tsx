import { ACCESS_CATALOGUE, isValidEmail, SIGN_UP_MESSAGES } from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { Button } from '../../components/Button/Button';
import { button } from '../../components/Button/Button.css';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import { TextLink } from '../../components/TextLink/TextLink';
import { messages } from '../../messages/pt-BR';
import { handleLinkClick, type NavigateHandler } from '../../navigation/link-click';
import * as css from './access-form.css';

const t = messages.login;

/** Outcome of the activation link the login page was opened with (`/?activated=1` or `0`). */
export const activationResults = ['success', 'failure'] as const;
/** An activation outcome. */
export type ActivationResult = (typeof activationResults)[number];

/** What the login form submits. */
export interface LoginCredentials {
  email: string;
  password: string;
}

/** Props of {@link LoginScreen}. */
export interface LoginScreenProps {
  /** Called with trimmed e-mail and password once both are filled and the e-mail is well formed. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** While the login request runs: 'Entrar' shows a spinner and ignores presses. */
  isSubmitting?: boolean;
  /**
   * The failed login's text: 'Credenciais inválidas. Tente novamente.', the pending-account message
   * (LOGIN-403) or any text the server sent. Shown in an alert above the form.
   */
  errorMessage?: string;
  /** Shows the outcome of the account activation link (`?activated=1` → success, `0` → failure). */
  activation?: ActivationResult;
  passwordRecoveryHref: string;
  signUpHref: string;
  onNavigate?: NavigateHandler;
  /** Pre-fills the e-mail (e.g. after sign-up). */
  defaultEmail?: string;
}

type Errors = Partial<Record<keyof LoginCredentials, string>>;

function validate({ email, password }: LoginCredentials): Errors {
  const errors: Errors = {};
  if (email === '') errors.email = SIGN_UP_MESSAGES.emailEmpty;
  else if (!isValidEmail(email)) errors.email = SIGN_UP_MESSAGES.emailInvalid;
  if (password === '') errors.password = SIGN_UP_MESSAGES.passwordEmpty;
  return errors;
}

/**
 * The login page (route /, spec section 2): e-mail and password with its show/hide toggle, the
 * recovery link, 'Entrar' and 'Cadastrar'. Presentational: the portal sends the credentials and
 * passes back `isSubmitting` and `errorMessage`.
 */
export function LoginScreen({
  onSubmit,
  isSubmitting = false,
  errorMessage,
  activation,
  passwordRecoveryHref,
  signUpHref,
  onNavigate,
  defaultEmail = '',
}: LoginScreenProps) {
  const [email, setEmail] = useState(defaultEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const credentials = { email: email.trim(), password };
    const found = validate(credentials);
    setErrors(found);
    // Focus the first field to fix, so keyboard and screen-reader users land on the problem.
    if (found.email) emailRef.current?.focus();
    else if (found.password) passwordRef.current?.focus();
    else onSubmit(credentials);
  };

  return (
    <AuthLayout title={t.title} intro={t.intro}>
      {activation === 'success' && <Alert tone="success">{ACCESS_CATALOGUE['ACTIVATION-200']}</Alert>}
      {activation === 'failure' && <Alert tone="warning">{ACCESS_CATALOGUE['ACTIVATION-400']}</Alert>}
      {errorMessage && <Alert tone="danger">{errorMessage}</Alert>}
      <form className={css.form} onSubmit={submit} noValidate>
        <TextField
          ref={emailRef}
          label={t.email}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          isRequired
          value={email}
          errorMessage={errors.email}
          onChange={(value) => {
            setEmail(value);
            setErrors(({ email: _cleared, ...rest }) => rest);
          }}
        />
        <PasswordField
          ref={passwordRef}
          label={t.password}
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          errorMessage={errors.password}
          onChange={(value) => {
            setPassword(value);
            setErrors(({ password: _cleared, ...rest }) => rest);
          }}
        />
        <div className={css.endLink}>
          <TextLink href={passwordRecoveryHref} onNavigate={onNavigate} variant="standalone">
            {t.forgotPassword}
          </TextLink>
        </div>
        <div className={css.actions}>
          <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
            {t.submit}
          </Button>
          <p className={css.divider}>{t.noAccount}</p>
          {/* Navigation, so a link; it looks like the spec's 'Cadastrar' button. */}
          <a
            href={signUpHref}
            className={button({ variant: 'secondary', size: 'lg', fullWidth: true })}
            onClick={(event) => handleLinkClick(event, signUpHref, onNavigate)}
          >
            {t.signUp}
          </a>
        </div>
      </form>
    </AuthLayout>
  );
}
