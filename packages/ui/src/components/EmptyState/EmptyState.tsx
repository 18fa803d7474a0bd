import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/icons';
import * as css from './EmptyState.css';

/** Tones of an empty state, reused by stories: nothing to show, or a failure. */
export const emptyStateTones = ['neutral', 'error'] as const;
/** An empty state tone. */
export type EmptyStateTone = (typeof emptyStateTones)[number];

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The sentence that says what is (not) there, e.g. 'Não existem extratos disponíveis para visualização.'. */
  title: string;
  description?: ReactNode;
  icon?: IconName;
  tone?: EmptyStateTone;
  /** A button or link that moves the user on (e.g. 'Tentar novamente'). */
  action?: ReactNode;
}

/**
 * What a list shows when it has nothing: an icon, one clear sentence and an optional action. The error
 * tone is announced at once (role="alert"); the neutral one politely (role="status").
 */
export function EmptyState({ title, description, icon, tone = 'neutral', action }: EmptyStateProps) {
  const glyph = icon ?? (tone === 'error' ? 'alert' : 'file');
  return (
    <div className={css.emptyState({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={css.iconDisc({ tone })}>
        <Icon name={glyph} size="lg" />
      </span>
      <p className={css.title}>{title}</p>
      {description && <p className={css.description}>{description}</p>}
      {action}
    </div>
  );
}
