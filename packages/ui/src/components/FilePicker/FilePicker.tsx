import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as css from './FilePicker.css';
import { checkFile, type FileProblem } from './file-check';
import { formatFileSize } from './file-size';

/** Props of {@link FilePicker}. */
export interface FilePickerProps {
  label: string;
  /** Extensions and/or MIME types, e.g. `['.pdf', 'application/pdf']`; also filters the OS dialog. */
  accept: readonly string[];
  /** Largest size accepted, in bytes (checked before upload). */
  maxBytes?: number;
  /** Hint under the box, e.g. 'Tamanho máximo: 1024MB'. */
  description?: string;
  /** The chosen file (controlled); null when none. */
  file: File | null;
  /** Called with a file that passed the checks, or null when the user clears it. */
  onChange: (file: File | null) => void;
  /** Called when a chosen file is refused; the previous choice is kept. */
  onReject?: (problem: FileProblem, file: File) => void;
  /** Text for a refused type; defaults to a generic message naming the accepted formats. */
  typeErrorMessage?: string;
  /** Text for a file over `maxBytes`. */
  sizeErrorMessage?: string;
  /** An error from outside (e.g. the server refused the file). Shown when no local error is. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
}

/**
 * A single-file picker: a button opens the system dialog (filtered by `accept`), the chosen file's name
 * and size are shown with a clear button, and the type and size are checked at once with Portuguese
 * errors. A refused file changes nothing.
 */
export function FilePicker({
  label,
  accept,
  maxBytes,
  description,
  file,
  onChange,
  onReject,
  typeErrorMessage,
  sizeErrorMessage,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  name,
}: FilePickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  // After "clear", focus moves to the choose button that replaces the clear button (not to <body>).
  const focusChoose = useRef(false);
  useEffect(() => {
    if (!file && focusChoose.current) {
      focusChoose.current = false;
      chooseRef.current?.focus();
    }
  }, [file]);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const acceptText = accept
    .filter((entry) => entry.startsWith('.'))
    .map((entry) => entry.slice(1).toUpperCase());
  const sizeText = maxBytes === undefined ? '' : formatFileSize(maxBytes);
  const localError =
    problem === 'type'
      ? (typeErrorMessage ?? messages.filePicker.wrongType(acceptText.join(', ')))
      : problem === 'size'
        ? (sizeErrorMessage ?? messages.filePicker.tooLarge(sizeText))
        : problem === 'empty'
          ? messages.filePicker.empty
          : undefined;
  const shownError = localError ?? errorMessage;
  const describedBy = [shownError && `${id}-error`, description && `${id}-description`]
    .filter(Boolean)
    .join(' ');

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    // Reset so choosing the same file again still fires a change event.
    event.currentTarget.value = '';
    if (!chosen) return;
    const found = checkFile(chosen, accept, maxBytes);
    setProblem(found);
    if (found) onReject?.(found, chosen);
    else onChange(chosen);
  };

  const clear = () => {
    setProblem(null);
    focusChoose.current = true;
    onChange(null);
  };

  return (
    <div className={css.field}>
      <span id={`${id}-label`} className={css.label}>
        {label}
      </span>
      <div
        className={css.box()}
        data-invalid={shownError ? true : undefined}
        data-has-file={file ? true : undefined}
      >
        <input
          ref={inputRef}
          id={id}
          type="file"
          name={name}
          className={css.input}
          accept={accept.join(',')}
          disabled={isDisabled}
          required={isRequired}
          tabIndex={-1}
          aria-hidden="true"
          onChange={handleChange}
        />
        {file ? (
          <>
            <span className={css.fileInfo}>
              <Icon name="file" size="lg" />
              <span>
                <span className={css.fileName}>{file.name}</span>
                <span className={css.fileSize}>{formatFileSize(file.size)}</span>
              </span>
            </span>
            <IconButton
              icon="close"
              label={messages.filePicker.clear}
              onPress={clear}
              isDisabled={isDisabled}
            />
          </>
        ) : (
          <>
            <Button
              ref={chooseRef}
              variant="secondary"
              icon="upload"
              isDisabled={isDisabled}
              onPress={() => inputRef.current?.click()}
              aria-labelledby={`${id}-label ${id}-choose`}
              aria-describedby={describedBy || undefined}
            >
              <span id={`${id}-choose`}>{messages.filePicker.choose}</span>
            </Button>
            <span className={css.placeholder}>{messages.filePicker.noFile}</span>
          </>
        )}
      </div>
      {description && (
        <div id={`${id}-description`} className={css.description}>
          {description}
        </div>
      )}
      {shownError && (
        <div id={`${id}-error`} className={css.error} role="alert">
          <Icon name="alert" size="sm" />
          <span>{shownError}</span>
        </div>
      )}
    </div>
  );
}
