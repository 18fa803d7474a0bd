import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { TextField } from '../../components/TextField/TextField';
import { staffMessages as t } from '../../messages/pt-BR-staff';
import * as css from './StaffScreen.css';
import type { StaffInviteInput } from './staff-types';

/** Props of {@link StaffInviteForm}. */
export interface StaffInviteFormProps {
  /** Sends the invitation; resolving to `true` (sent) empties the form. */
  onInvite: (input: StaffInviteInput) => Promise<boolean> | undefined;
  isInviting?: boolean;
}

type Errors = Partial<Record<keyof StaffInviteInput, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(input: StaffInviteInput): Errors {
  const errors: Errors = {};
  if (input.name.trim().length < 2) errors.name = t.nameRequired;
  if (!EMAIL.test(input.email.trim())) errors.email = t.emailInvalid;
  return errors;
}

/** 'Convidar um colega': name and e-mail, checked before sending; the outcome is the screen's message. */
export function StaffInviteForm({ onInvite, isInviting = false }: StaffInviteFormProps) {
  const titleId = useId();
  const hintId = useId();
  const [input, setInput] = useState<StaffInviteInput>({ name: '', email: '' });
  const [errors, setErrors] = useState<Errors>({});

  const update = (field: keyof StaffInviteInput) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const found = validate(input);
    setErrors(found);
    if (Object.keys(found).length > 0 || isInviting) return;
    const sent = await onInvite({ name: input.name.trim(), email: input.email.trim() });
    if (sent === true) setInput({ name: '', email: '' });
  };

  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.inviteTitle}</PageSectionTitle>
      <p id={hintId} className={css.muted}>
        {t.inviteHint}
      </p>
      <form
        className={css.form}
        noValidate
        aria-describedby={hintId}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t.inviteName}
          value={input.name}
          onChange={update('name')}
          autoComplete="off"
          maxLength={120}
          isRequired
          errorMessage={errors.name}
        />
        <TextField
          label={t.inviteEmail}
          type="email"
          value={input.email}
          onChange={update('email')}
          autoComplete="off"
          maxLength={254}
          isRequired
          errorMessage={errors.email}
        />
        <div className={css.submit}>
          <Button type="submit" icon="mail" isLoading={isInviting}>
            {t.invite}
          </Button>
        </div>
      </form>
    </PageSection>
  );
}
