import { badge } from '../../components/StatusBadge/StatusBadge.css';
import { documentsMessages as t } from '../../messages/pt-BR-documents';

/**
 * 'Novo' after a document published since the customer's last visit: a word in a pill, read by screen
 * readers with the title, never a colour alone.
 */
export function NewBadge() {
  return (
    <span className={badge({ tone: 'success' })} data-tone="success">
      {t.newBadge}
    </span>
  );
}
