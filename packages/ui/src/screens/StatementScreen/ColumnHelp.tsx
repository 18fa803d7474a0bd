import { Icon } from '../../components/Icon/Icon';
import { statementMessages } from '../../messages/pt-BR-statement';
import * as css from './ColumnHelp.css';

/** Props of {@link ColumnHelp}. */
export interface ColumnHelpProps {
  columns: ReadonlyArray<{ id: string; header: string; info?: string }>;
}

/**
 * 'Entenda as colunas': every column's explanation behind one disclosure (one Tab stop), instead of an
 * info button in each header (decision 061). The headers are also described by these texts for screen
 * readers (`DataTable` with `headerHelp="described"`).
 */
export function ColumnHelp({ columns }: ColumnHelpProps) {
  const explained = columns.filter((column) => column.info);
  if (explained.length === 0) return null;
  return (
    <details className={css.details}>
      <summary className={css.summary}>
        <Icon name="info" size="sm" />
        {statementMessages.columnsHelp}
      </summary>
      <dl className={css.list}>
        {explained.map((column) => (
          <div key={column.id}>
            <dt className={css.term}>{column.header}</dt>
            <dd className={css.definition}>{column.info}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
