import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as css from './Alert.css';

/** Tones of an alert, reused by stories. */
export const alertTones = ['danger', 'success', 'info', 'warning'] as const;
/** An alert tone. */
export type AlertTone = (typeof alertTones)[number];

const toneIcons: Record<AlertTone, IconName> = {
  danger: 'alert',
  success: 'success',
  info: 'info',
  warning: 'alert',
};

/** Props of {@link Alert}. */
export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
  /** Optional bold first line. */
  title?: string;
}

/**
 * An inline message about the form or page above it ('Credenciais inválidas. Tente novamente.').
 * Danger is `role="alert"` (read at once when it appears); the others are `role="status"` (read when
 * the reader is idle). Render it only when there is a message, so each new message is announced.
 */
export function Alert({ tone, children, title }: AlertProps) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={css.alert({ tone })} data-tone={tone}>
      <span className={css.icon({ tone })}>
        <Icon name={toneIcons[tone]} size="md" />
      </span>
      <div className={css.body}>
        {title && <span className={css.title}>{title}</span>}
        <span>{children}</span>
      </div>
    </div>
  );
}
