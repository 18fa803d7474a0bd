import {
  buildSignUpPayload,
  checkNewPassword,
  type PersonType,
  type SignUpErrors,
  type SignUpForm,
  type SignUpPayload,
  validateSignUp,
} from '@portal/domain';
import { type FormEvent, useRef, useState } from 'react';
import { useBrand } from '../../brand/brand-context';
import { Alert } from '../../components/Alert/Alert';
import { AuthLayout } from '../../components/AuthLayout/AuthLayout';
import { DocumentField } from '../../components/DocumentField/DocumentField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { TextField } from '../../components/TextField/TextField';
import { messages } from '../../messages/pt-BR';
import type { NavigateHandler } from '../../navigation/link-click';
import * as form from '../LoginScreen/access-form.css';
import { AccessFormActions } from '../ResetPasswordScreen/AccessFormActions';
import { PasswordChecklist } from '../ResetPasswordScreen/PasswordChecklist';
import { ActivationDialog } from './ActivationDialog';
import * as css from './SignUpScreen.css';

const t = messages.signUp;

const personTypeOptions = [
  { value: 'individual', label: t.individual },
  { value: 'company', label: t.company },
] as const;

// Fields in screen order: after a failed submit, focus goes to the first one with an error.
const fieldOrder = ['email', 'cpf', 'cnpj', 'password', 'passwordConfirmation'] as const;

/** Props of {@link SignUpScreen}. */
export interface SignUpScreenProps {
  /** Called with the request body of `POST /api/v1/user` once `validateSignUp` passes. */
  onSubmit: (payload: SignUpPayload) => void;
  /** While the request runs: 'Cadastrar' shows a spinner and is disabled. */
  isSubmitting?: boolean;
  /** The failed sign-up's text (the portal also shows it as an error toast). */
  errorMessage?: string;
  /** Opens the activation dialog (after a successful sign-up). */
  isActivationOpen?: boolean;
  /** Sender of the activation e-mail; defaults to the brand's no-reply address. */
  senderEmail?: string;
  /** The activation dialog was closed: the portal goes back to the login page. */
  onDone: () => void;
  loginHref: string;
  onNavigate?: NavigateHandler;
  /** Starting values (stories, or the e-mail typed on the login page). */
  initialValues?: Partial<SignUpForm>;
}

const emptyForm: SignUpForm = {
  personType: 'individual',
  email: '',
  cpf: '',
  cnpj: '',
  password: '',
  passwordConfirmation: '',
};

/**
 * The sign-up page (route /sign-up, spec sections 2 and 5): person type, e-mail, CPF or CNPJ (masked),
 * password and confirmation (each with its own toggle) with the live checklist of the reset page (the
 * same five rules), 'Cadastrar'. No 'Lembrar login': signing up does not sign in (the account waits
 * for its activation, docs/product/routes.md). Validation runs on submit with the messages of
 * `@portal/domain`, each under its field; success opens the activation dialog.
 */
export function SignUpScreen({
  onSubmit,
  isSubmitting = false,
  errorMessage,
  isActivationOpen = false,
  senderEmail,
  onDone,
  loginHref,
  onNavigate,
  initialValues,
}: SignUpScreenProps) {
  const brand = useBrand();
  const [values, setValues] = useState<SignUpForm>({ ...emptyForm, ...initialValues });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const refs = useRef<Partial<Record<(typeof fieldOrder)[number], HTMLInputElement | null>>>({});

  const change = (field: keyof SignUpForm) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  // Switching CPF <-> CNPJ clears both documents and their messages (spec section 2).
  const changePersonType = (personType: PersonType) => {
    setValues((current) => ({ ...current, personType, cpf: '', cnpj: '' }));
    setErrors(({ cpf: _cpf, cnpj: _cnpj, personType: _type, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = validateSignUp(values);
    setErrors(found);
    const first = fieldOrder.find((field) => found[field]);
    if (first) refs.current[first]?.focus();
    else onSubmit(buildSignUpPayload(values));
  };

  const isCompany = values.personType === 'company';
  return (
    <AuthLayout title={t.title} intro={t.intro}>
      {errorMessage && <Alert tone="danger">{errorMessage}</Alert>}
      <form className={form.form} onSubmit={submit} noValidate>
        <SegmentedControl
          label={t.personType}
          name="personType"
          options={personTypeOptions}
          value={values.personType}
          onChange={changePersonType}
        />
        <TextField
          ref={(element) => {
            refs.current.email = element;
          }}
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          isRequired
          value={values.email}
          errorMessage={errors.email}
          onChange={change('email')}
        />
        <DocumentField
          // A new field per kind, so the browser never autofills a CPF into the CNPJ input.
          key={values.personType}
          ref={(element) => {
            refs.current[isCompany ? 'cnpj' : 'cpf'] = element;
          }}
          kind={isCompany ? 'cnpj' : 'cpf'}
          name={isCompany ? 'cnpj' : 'cpf'}
          isRequired
          value={isCompany ? values.cnpj : values.cpf}
          errorMessage={isCompany ? errors.cnpj : errors.cpf}
          onChange={change(isCompany ? 'cnpj' : 'cpf')}
        />
        <div className={css.passwords}>
          <PasswordField
            ref={(element) => {
              refs.current.password = element;
            }}
            label={t.password}
            name="password"
            autoComplete="new-password"
            isRequired
            value={values.password}
            errorMessage={errors.password}
            onChange={change('password')}
          />
          <PasswordField
            ref={(element) => {
              refs.current.passwordConfirmation = element;
            }}
            label={t.confirmation}
            name="passwordConfirmation"
            autoComplete="new-password"
            isRequired
            value={values.passwordConfirmation}
            errorMessage={errors.passwordConfirmation}
            onChange={change('passwordConfirmation')}
          />
        </div>
        <PasswordChecklist
          rules={checkNewPassword(values.password, values.passwordConfirmation)}
          title={t.rulesTitle}
        />
        <AccessFormActions
          submitLabel={t.submit}
          isSubmitting={isSubmitting}
          linkHref={loginHref}
          linkLabel={t.haveAccount}
          onNavigate={onNavigate}
        />
      </form>
      <ActivationDialog
        isOpen={isActivationOpen}
        senderEmail={senderEmail ?? brand.noReplyEmail}
        onDone={onDone}
      />
    </AuthLayout>
  );
}
