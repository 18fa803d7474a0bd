import {
  messageForCode,
  TICKET_MESSAGE_MAX_LENGTH,
  TICKET_SUBJECTS,
  type TicketErrors,
  type TicketForm,
  validateTicket,
} from '@portal/domain';
import { useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Button } from '../../components/Button/Button';
import { Dialog } from '../../components/Dialog/Dialog';
import { Page } from '../../components/Page/Page';
import { PageHeader } from '../../components/Page/PageHeader';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Select } from '../../components/Select/Select';
import { MENU_PATHS } from '../../components/SideMenu/menu-entries';
import { Textarea } from '../../components/Textarea/Textarea';
import { WhatsAppButton } from '../../components/WhatsAppButton/WhatsAppButton';
import { useMediaQuery } from '../../hooks/use-media-query';
import { messages } from '../../messages/pt-BR';
import type { NavigateHandler } from '../../navigation/link-click';
import { mediaUp } from '../../theme/breakpoints';
import { ContactCards } from '../ContactsScreen/ContactsScreen';
import * as css from './SupportScreen.css';

/** Props of {@link SupportScreen}. */
export interface SupportScreenProps {
  /**
   * Sends a valid ticket (subject and message; the portal adds the user's e-mail and name with
   * `buildTicketPayload`). Resolve on success; reject to show 'Houve um erro ao enviar o ticket.'.
   */
  onSubmit: (ticket: TicketForm) => Promise<void>;
  /** 'Não' in the success modal: the portal goes to /empreendimentos. */
  onFinish: () => void;
  onNavigate?: NavigateHandler;
}

type Status = 'idle' | 'submitting' | 'success' | 'error';

const t = messages.supportScreen;
const subjectOptions = TICKET_SUBJECTS.map((subject) => ({ value: subject, label: subject }));
const empty: TicketForm = { subject: '', message: '' };

/**
 * /suporte: the contact cards, the ticket form (Assunto, Descrição, 'Enviar') validated by
 * `validateTicket`, the success modal ('Sim' resets the form, 'Não' calls `onFinish`), the failure
 * text of the catalogue and the floating WhatsApp button.
 */
export function SupportScreen({ onSubmit, onFinish, onNavigate }: SupportScreenProps) {
  const [form, setForm] = useState<TicketForm>(empty);
  const [errors, setErrors] = useState<TicketErrors>({});
  const [status, setStatus] = useState<Status>('idle');
  // Remounting the fields on reset clears radix Select's internal state too.
  const [formKey, setFormKey] = useState(0);
  const contactsId = useId();
  const formId = useId();
  // Beside the form the cards share a narrow column, so they stack there.
  const isWide = useMediaQuery(mediaUp('lg'));

  const update = (field: keyof TicketForm) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    // An error disappears as soon as the field is fixed, not only on the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    const found = validateTicket(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('submitting');
    try {
      await onSubmit({ subject: form.subject.trim(), message: form.message.trim() });
      setStatus('success');
    } catch {
      setStatus('error');
    }
  };

  const reset = () => {
    setForm(empty);
    setErrors({});
    setStatus('idle');
    setFormKey((key) => key + 1);
  };

  return (
    <Page>
      <PageHeader
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: messages.breadcrumbs.home, href: MENU_PATHS.enterprises },
              { label: messages.breadcrumbs.support },
            ]}
            onNavigate={onNavigate}
          />
        }
        title={t.title}
        subtitle={t.subtitle}
      />

      <div className={css.layout}>
        <section className={css.formCard} aria-labelledby={formId}>
          <PageSectionTitle id={formId}>{t.formTitle}</PageSectionTitle>
          <form
            key={formKey}
            className={css.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Select
              label={t.subject}
              placeholder={t.subjectPlaceholder}
              options={subjectOptions}
              value={form.subject}
              onChange={update('subject')}
              isRequired
              errorMessage={errors.subject}
            />
            <Textarea
              label={t.description}
              placeholder={t.descriptionPlaceholder}
              value={form.message}
              onChange={update('message')}
              isRequired
              errorMessage={errors.message}
              rows={6}
              // The API's cap, shown as a count and enforced while typing or pasting.
              maxLength={TICKET_MESSAGE_MAX_LENGTH}
              showCount
            />
            {status === 'error' && <Alert tone="danger">{messageForCode('TICKET-POST-500')}</Alert>}
            <div className={css.actions}>
              <Button type="submit" size="lg" icon="mail" isLoading={status === 'submitting'}>
                {t.send}
              </Button>
            </div>
          </form>
        </section>

        <section className={css.section} aria-labelledby={contactsId}>
          <PageSectionTitle id={contactsId}>{t.contactsTitle}</PageSectionTitle>
          <ContactCards layout={isWide ? 'stack' : 'columns'} />
        </section>
      </div>

      <Dialog
        isOpen={status === 'success'}
        onOpenChange={() => undefined}
        isDismissable={false}
        tone="success"
        size="sm"
        title={t.successTitle}
        description={t.successQuestion}
        actions={
          <>
            <Button onPress={reset}>{t.yes}</Button>
            <Button variant="secondary" onPress={onFinish}>
              {t.no}
            </Button>
          </>
        }
      />
      <WhatsAppButton />
    </Page>
  );
}
