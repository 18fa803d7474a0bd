import type { DataTableColumn } from '../../components/DataTable/DataTable';
import { DataTable } from '../../components/DataTable/DataTable';
import { messages } from '../../messages/pt-BR';
import * as css from './ImportDataScreen.css';
import { countsLines, type ImportCountsLine } from './import-format';
import type { ImportCountsByEntityView } from './import-types';

/** Props of {@link ImportCountsTable}. */
export interface ImportCountsTableProps {
  /** Names the table (a preview's 'Linhas por entidade', a result's 'Alterações aplicadas'). */
  caption: string;
  counts: ImportCountsByEntityView | null | undefined;
  /** `planned`: a preview (Criar, Atualizar); `applied`: what was done (Criados, Atualizados). */
  tense: 'planned' | 'applied';
  isCaptionVisible?: boolean;
}

const t = messages.importCounts;
const number = (value: number) => <span className={css.figures}>{value.toLocaleString('pt-BR')}</span>;

function columnsFor(tense: 'planned' | 'applied'): DataTableColumn<ImportCountsLine>[] {
  const planned = tense === 'planned';
  return [
    { id: 'entity', header: t.entity, cardRole: 'title', cell: (line) => line.label },
    {
      id: 'created',
      header: planned ? t.created : t.createdDone,
      align: 'end',
      cell: (line) => number(line.created),
    },
    {
      id: 'updated',
      header: planned ? t.updated : t.updatedDone,
      align: 'end',
      cell: (line) => number(line.updated),
    },
    {
      id: 'unchanged',
      header: planned ? t.unchanged : t.unchangedDone,
      align: 'end',
      cell: (line) => number(line.unchanged),
    },
  ];
}

const planned = columnsFor('planned');
const applied = columnsFor('applied');

/** Rows per entity (template order) with what is created, updated or left unchanged. */
export function ImportCountsTable({ caption, counts, tense, isCaptionVisible }: ImportCountsTableProps) {
  return (
    <DataTable
      caption={caption}
      isCaptionVisible={isCaptionVisible}
      columns={tense === 'planned' ? planned : applied}
      rows={countsLines(counts)}
      getRowKey={(line) => line.entity}
      emptyText={t.nothing}
    />
  );
}
