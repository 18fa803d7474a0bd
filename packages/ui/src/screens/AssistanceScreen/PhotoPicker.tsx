import {
  ASSISTANCE_MESSAGES,
  MAX_ASSISTANCE_PHOTO_BYTES,
  MAX_ASSISTANCE_PHOTOS_PER_UPLOAD,
} from '@portal/domain';
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { checkFile } from '../../components/FilePicker/file-check';
import { formatFileSize } from '../../components/FilePicker/file-size';
import { IconButton } from '../../components/IconButton/IconButton';
import { UploadProgressBar } from '../../components/UploadProgressBar/UploadProgressBar';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import type { UploadProgressView } from './assistance-types';
import * as css from './PhotoPicker.css';
import { photoPercents } from './upload-share';

/** The photo types a request or a message takes (the server sniffs the bytes again). */
export const ASSISTANCE_PHOTO_ACCEPT = [
  '.png',
  '.jpg',
  '.jpeg',
  '.webp',
  'image/png',
  'image/jpeg',
  'image/webp',
];

/** Props of {@link PhotoPicker}. */
export interface PhotoPickerProps {
  /** The field's name: 'Fotos', 'Anexar fotos'. */
  label: string;
  /** The chosen photos (controlled). */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** While sending: the bytes gone so far; each photo shows its share and cannot be removed. */
  progress?: UploadProgressView | null | undefined;
  isDisabled?: boolean;
  /** Shows the hint (types, size, EXIF) under the label. */
  showHint?: boolean;
}

/** The text of why a chosen file is refused. */
function refusal(file: File): string | null {
  const problem = checkFile(file, ASSISTANCE_PHOTO_ACCEPT, MAX_ASSISTANCE_PHOTO_BYTES);
  if (problem === 'type') return t.form.photoWrongType(file.name);
  if (problem === 'size') return t.form.photoTooLarge(file.name);
  if (problem === 'empty') return t.form.photoEmpty(file.name);
  return null;
}

/**
 * Up to 10 photos for a request or a message (product rule §9): 'Adicionar fotos' opens the phone's
 * camera roll, each photo shows its preview, name and size with a remove button, and while sending its
 * own progress. A refused file (type, size, one too many) is named in an error and nothing is added.
 */
export function PhotoPicker({
  label,
  files,
  onChange,
  progress,
  isDisabled = false,
  showHint = true,
}: PhotoPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  // Each chosen photo with its preview: the preview's object URL is unique, so it keys the item.
  const items = files.map((file, index) => ({ file, url: previews[index] ?? '', index }));
  const percents = photoPercents(
    files.map((file) => file.size),
    progress,
  );
  const isSending = percents !== null;

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.currentTarget.files ?? []);
    // Reset so choosing the same photo again still fires a change.
    event.currentTarget.value = '';
    if (chosen.length === 0) return;
    const refused = chosen.map(refusal).find((text) => text !== null);
    if (refused) return setProblem(refused);
    if (files.length + chosen.length > MAX_ASSISTANCE_PHOTOS_PER_UPLOAD) {
      return setProblem(ASSISTANCE_MESSAGES.tooManyPhotos);
    }
    setProblem(null);
    onChange([...files, ...chosen]);
  };

  return (
    <fieldset className={css.field}>
      <legend className={css.label}>{label}</legend>
      {showHint && (
        <p id={`${id}-hint`} className={css.hint}>
          {t.form.photosHint}
        </p>
      )}
      {files.length > 0 && (
        <ul className={css.grid} aria-label={t.form.photoCount(files.length)}>
          {items.map(({ file, url, index }) => (
            <li key={url} className={css.item}>
              <img className={css.preview} src={url} alt={file.name} />
              <div className={css.meta}>
                <span className={css.name}>
                  <span className={css.nameText}>{file.name}</span>
                  <span className={css.hint}>{formatFileSize(file.size)}</span>
                </span>
                {!isSending && (
                  <IconButton
                    icon="trash"
                    label={t.form.removePhoto(file.name)}
                    isDisabled={isDisabled}
                    onPress={() => {
                      setProblem(null);
                      onChange(files.filter((_, other) => other !== index));
                    }}
                  />
                )}
              </div>
              {percents && (
                <UploadProgressBar value={percents[index] ?? 0} label={t.form.photoProgress(file.name)} />
              )}
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        accept={ASSISTANCE_PHOTO_ACCEPT.join(',')}
        className={css.input}
        tabIndex={-1}
        aria-hidden="true"
        onChange={add}
      />
      <div>
        <Button
          variant="secondary"
          icon="imagePlus"
          isDisabled={isDisabled || isSending || files.length >= MAX_ASSISTANCE_PHOTOS_PER_UPLOAD}
          aria-describedby={showHint ? `${id}-hint` : undefined}
          onPress={() => input.current?.click()}
        >
          {t.form.addPhotos}
        </Button>
      </div>
      <p className={css.hint} aria-live="polite">
        {t.form.photoCount(files.length)}
      </p>
      {problem && (
        <p className={css.error} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
