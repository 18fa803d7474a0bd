import { Icon } from '../../components/Icon/Icon';
import { notice } from './StatementsScreen.css';

/** Tones of an inline notice. */
export type NoticeTone = 'info' | 'success' | 'error';

const icons = { info: 'info', success: 'success', error: 'alert' } as const;

/**
 * A one-line outcome inside a panel (slip paid, slip unavailable, report downloaded): icon + text in a
 * tinted box. Errors are alerts (read at once), the rest polite status messages.
 */
export function Notice({ tone, children }: { tone: NoticeTone; children: string }) {
  return (
    <p className={notice({ tone })} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={icons[tone]} size="md" />
      <span>{children}</span>
    </p>
  );
}
