import {
  CONTRACT_DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_TITLE_LIMITS,
  type DocumentKind,
  ENTERPRISE_DOCUMENT_KINDS,
} from '@portal/domain';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { documentsMessages } from '../../messages/pt-BR-documents';
import { DocumentPdfField } from './DocumentPdfField';
import * as css from './StaffDocumentsSection.css';
import type { DocumentTransfer, DocumentUploadInput } from './staff-documents-types';

const t = documentsMessages.staff;

/** Props of {@link DocumentUploadForm}. */
export interface DocumentUploadFormProps {
  /** Which kinds are offered: a contract's or an enterprise's. */
  scope: 'contract' | 'enterprise';
  maxBytes: number;
  transfer: DocumentTransfer;
  onUpload: (input: DocumentUploadInput) => void;
}

interface Problems {
  title?: string;
  kind?: string;
  file?: string;
}

/** The first problem of each field, or none: what 'Enviar documento' checks before sending. */
function check(title: string, kind: string, file: File | null): Problems {
  const length = title.trim().length;
  return {
    title:
      length === 0
        ? t.titleRequired
        : length < DOCUMENT_TITLE_LIMITS.min || length > DOCUMENT_TITLE_LIMITS.max
          ? t.titleLength(DOCUMENT_TITLE_LIMITS.min, DOCUMENT_TITLE_LIMITS.max)
          : undefined,
    kind: kind === '' ? t.kindRequired : undefined,
    file: file ? undefined : t.fileRequired,
  };
}

/**
 * 'Enviar documento' to the block's contract or enterprise: a title, a kind of the block's own kinds and
 * the PDF, checked here in Portuguese before anything is sent (type, size, empty, title length); while
 * it goes, the button is busy and a bar shows the share sent. A document published empties the form.
 */
export function DocumentUploadForm({ scope, maxBytes, transfer, onUpload }: DocumentUploadFormProps) {
  const headingId = useId();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const sending = transfer.status === 'sending';

  useEffect(() => {
    if (transfer.status !== 'done') return;
    setTitle('');
    setKind('');
    setFile(null);
    setProblems({});
  }, [transfer.status]);

  const kinds = (scope === 'contract' ? CONTRACT_DOCUMENT_KINDS : ENTERPRISE_DOCUMENT_KINDS).map((value) => ({
    value,
    label: DOCUMENT_KIND_LABELS[value],
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check(title, kind, file);
    setProblems(found);
    if (found.title || found.kind || !file) return;
    onUpload({ title: title.trim(), kind: kind as DocumentKind, file });
  };

  return (
    <form className={css.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h3 id={headingId} className={css.formTitle}>
        {t.uploadTitle}
      </h3>
      <div className={css.fields}>
        <TextField
          label={t.titleField}
          placeholder={t.titlePlaceholder}
          value={title}
          onChange={setTitle}
          maxLength={DOCUMENT_TITLE_LIMITS.max}
          isRequired
          isDisabled={sending}
          errorMessage={problems.title}
        />
        <Select
          label={t.kindField}
          options={kinds}
          value={kind}
          onChange={setKind}
          isRequired
          isDisabled={sending}
          errorMessage={problems.kind}
        />
      </div>
      <DocumentPdfField
        maxBytes={maxBytes}
        transfer={transfer}
        file={file}
        onChange={(chosen) => {
          setFile(chosen);
          setProblems((current) => ({ ...current, file: undefined }));
        }}
        errorMessage={problems.file}
      >
        <div className={css.submit}>
          <Button type="submit" icon="upload" isLoading={sending}>
            {sending ? t.sending : t.send}
          </Button>
        </div>
      </DocumentPdfField>
    </form>
  );
}
