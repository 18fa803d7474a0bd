import {
  ASSISTANCE_LIMITS,
  ASSISTANCE_STATUS_LABELS,
  ASSISTANCE_TRANSITIONS,
  type AssistanceStatus,
  isAssistanceClosed,
} from '@portal/domain';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../components/Alert/Alert';
import { Button } from '../../components/Button/Button';
import { PageSection } from '../../components/Page/PageSection';
import { PageSectionTitle } from '../../components/Page/PageSectionTitle';
import { Select } from '../../components/Select/Select';
import { Textarea } from '../../components/Textarea/Textarea';
import { TextField } from '../../components/TextField/TextField';
import { assistanceStaffMessages as s } from '../../messages/pt-BR-assistance-staff';
import * as css from './StaffAssistanceScreen.css';
import {
  type AssistanceStatusInput,
  type StatusChangeDraft,
  statusChangeInput,
  statusChangeProblems,
} from './status-change';

const t = s.detail;

/** Props of {@link StatusChangeForm}. */
export interface StatusChangeFormProps {
  current: AssistanceStatus;
  /** Today in São Paulo (ISO): a visit is from today to a year ahead. */
  today: string;
  /** Sends the change; resolving to `true` (saved) empties the form. */
  onChange: (input: AssistanceStatusInput) => Promise<boolean> | undefined;
  isSaving?: boolean;
  /** The server refused the change: its text. */
  saveError?: string | undefined;
  /** The fields as they start (a story's filled form). */
  initialDraft?: Partial<StatusChangeDraft>;
}

const empty: StatusChangeDraft = {
  status: '',
  visitDate: '',
  visitStart: '',
  visitEnd: '',
  reason: '',
  note: '',
};

/** The visit's day and window, asked for 'Visita agendada': each field's name is its label's key. */
const visitFields = [
  { field: 'visitDate', type: 'date' },
  { field: 'visitStart', type: 'time' },
  { field: 'visitEnd', type: 'time' },
] as const;

/**
 * 'Mudar a situação' (product rule §9): the statuses that may follow the current one; 'Visita agendada'
 * asks for the day and the window, 'Improcedente' for the reason; a note for the customer goes with
 * any change. A closed request says it no longer changes.
 */
export function StatusChangeForm({
  current,
  today,
  onChange,
  isSaving = false,
  saveError,
  initialDraft,
}: StatusChangeFormProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<StatusChangeDraft>({ ...empty, ...initialDraft });
  const [problems, setProblems] = useState<ReturnType<typeof statusChangeProblems>>({});
  const options = ASSISTANCE_TRANSITIONS[current].map((status) => ({
    value: status,
    label: ASSISTANCE_STATUS_LABELS[status],
  }));
  const set = (field: keyof StatusChangeDraft) => (value: string) => setDraft({ ...draft, [field]: value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSaving) return;
    const found = statusChangeProblems(draft, current, today, t.chooseStatus);
    setProblems(found);
    if (Object.keys(found).length > 0 || draft.status === '') return;
    const saved = await onChange(statusChangeInput({ ...draft, status: draft.status }));
    if (saved) {
      setDraft(empty);
      setProblems({});
    }
  };

  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{t.changeTitle}</PageSectionTitle>
      {isAssistanceClosed(current) ? (
        <Alert tone="info">{t.closed}</Alert>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate aria-label={t.changeTitle}>
          <p className={css.muted}>{t.changeHint}</p>
          <Select
            label={t.newStatus}
            isRequired
            options={options}
            value={draft.status}
            onChange={set('status')}
            errorMessage={problems.status}
            isDisabled={isSaving}
          />
          {draft.status === 'visit_scheduled' && (
            <div className={css.visit}>
              {visitFields.map(({ field, type }) => (
                <TextField
                  key={field}
                  label={t[field]}
                  type={type}
                  isRequired
                  value={draft[field]}
                  onChange={set(field)}
                  errorMessage={problems[field]}
                  isDisabled={isSaving}
                />
              ))}
            </div>
          )}
          {draft.status === 'rejected' && (
            <Textarea
              label={t.reason}
              isRequired
              value={draft.reason}
              onChange={set('reason')}
              description={t.reasonHint}
              maxLength={ASSISTANCE_LIMITS.reason.max}
              showCount
              rows={3}
              errorMessage={problems.reason}
              isDisabled={isSaving}
            />
          )}
          <Textarea
            label={t.note}
            value={draft.note}
            onChange={set('note')}
            maxLength={ASSISTANCE_LIMITS.note.max}
            showCount
            rows={3}
            isDisabled={isSaving}
          />
          {saveError && <Alert tone="danger">{saveError}</Alert>}
          <div className={css.composerActions}>
            <Button type="submit" icon="check" isLoading={isSaving}>
              {t.save}
            </Button>
          </div>
        </form>
      )}
    </PageSection>
  );
}
