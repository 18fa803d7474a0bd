import { useEffect, useId, useState } from 'react';
import { messages } from '../../messages/pt-BR';
import { IconButton } from '../IconButton/IconButton';
import * as css from './CopyField.css';

/** Writes text to the clipboard; falls back to a hidden textarea where the async API is missing. */
export async function copyToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}

/** Props of {@link CopyField}. */
export interface CopyFieldProps {
  label: string;
  /** The code to show and copy (digitable line, PIX copia e cola). */
  value: string;
  /** Called after a successful copy; the screen shows 'Código de boleto copiado.' (toast or live text). */
  onCopy?: (value: string) => void;
  /** Called when the browser refuses to copy (no permission): the code stays visible to copy by hand. */
  onCopyError?: () => void;
  /** Clamp a long code to three lines (PIX); the copy button always copies all of it. */
  isClamped?: boolean;
  /** Clipboard writer, replaceable in tests. */
  copy?: (text: string) => Promise<void>;
}

/** A read-only code with a copy icon button; the button briefly shows a check mark after copying. */
export function CopyField({
  label,
  value,
  onCopy,
  onCopyError,
  isClamped = false,
  copy = copyToClipboard,
}: CopyFieldProps) {
  const labelId = useId();
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    try {
      await copy(value);
      setCopied(true);
      onCopy?.(value);
    } catch {
      onCopyError?.();
    }
  };

  return (
    <div className={css.field}>
      <span id={labelId} className={css.label}>
        {label}
      </span>
      <div className={css.box}>
        <p
          className={isClamped ? `${css.code} ${css.clamped}` : css.code}
          title={isClamped ? value : undefined}
        >
          {value}
        </p>
        <IconButton
          icon={isCopied ? 'check' : 'copy'}
          label={messages.copyField.copy(label)}
          variant="secondary"
          onPress={handleCopy}
        />
      </div>
    </div>
  );
}
