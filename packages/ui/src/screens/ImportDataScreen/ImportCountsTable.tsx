import { useId } from 'react';
import { integrationMessages } from '../../messages/pt-BR-integrations';
import * as css from './ImportCountsTable.css';
import { countsLines } from './import-format';
import type { ImportCountsByEntityView, ImportCountsView } from './import-types';

/** Props of {@link ImportCountsTable}. */
export interface ImportCountsTableProps {
  /** Names the table and heads it (a preview's 'Linhas por entidade', a result's 'Alterações aplicadas'). */
  caption: string;
  counts: ImportCountsByEntityView | null | undefined;
  /** `planned`: a preview (Criar, Atualizar); `applied`: what was done (Criados, Atualizados). */
  tense: 'planned' | 'applied';
}

const t = integrationMessages.importCounts;
const keys: readonly (keyof ImportCountsView)[] = ['created', 'updated', 'unchanged'];

/** Rows per entity (template order) with what is created, updated or left unchanged. */
export function ImportCountsTable({ caption, counts, tense }: ImportCountsTableProps) {
  const titleId = useId();
  const lines = countsLines(counts);
  const headers =
    tense === 'planned'
      ? { created: t.created, updated: t.updated, unchanged: t.unchanged }
      : { created: t.createdDone, updated: t.updatedDone, unchanged: t.unchangedDone };
  return (
    <div className={css.block}>
      <h3 id={titleId} className={css.title}>
        {caption}
      </h3>
      {/* Scrolls sideways only on a very narrow screen; focusable so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region has to be focusable */}
      <section className={css.frame} aria-labelledby={titleId} tabIndex={0}>
        <table className={css.table} aria-labelledby={titleId}>
          <thead className={css.group}>
            <tr className={css.headRow}>
              <th scope="col" className={css.entityHead}>
                {t.entity}
              </th>
              {keys.map((key) => (
                <th key={key} scope="col" className={css.figureHead}>
                  {headers[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={css.group}>
            {lines.length === 0 ? (
              <tr className={css.row}>
                <td colSpan={4} className={css.empty}>
                  {t.nothing}
                </td>
              </tr>
            ) : (
              lines.map((line) => (
                <tr key={line.entity} className={css.row}>
                  <th scope="row" className={css.entity}>
                    {line.label}
                  </th>
                  {keys.map((key) => (
                    <td key={key} className={css.figure}>
                      <span className={line[key] === 0 ? css.zero : undefined}>
                        {line[key].toLocaleString('pt-BR')}
                      </span>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
