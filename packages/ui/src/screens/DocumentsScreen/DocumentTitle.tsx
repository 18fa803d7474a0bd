import * as css from './DocumentsScreen.css';
import type { DocumentView } from './documents-types';
import { NewBadge } from './NewBadge';

/** A document's title, with 'Novo' when it was published since the last visit. */
export function DocumentTitle({ document }: { document: DocumentView }) {
  return (
    <span className={css.titleCell}>
      <span>{document.title}</span>
      {document.is_new && <NewBadge />}
    </span>
  );
}
