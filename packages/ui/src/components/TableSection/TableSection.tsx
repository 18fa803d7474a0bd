import { type ReactNode, useId } from 'react';
import { DataTable, type DataTableProps } from '../DataTable/DataTable';
import { PageSection } from '../Page/PageSection';
import { PageSectionTitle } from '../Page/PageSectionTitle';

/** Props of {@link TableSection}: the section's title, then the {@link DataTable}'s own props. */
export interface TableSectionProps<T> extends DataTableProps<T> {
  /** The section's h2, which also names the region. */
  title: string;
  /** What follows the table inside the section, e.g. the confirmation dialog its row actions open. */
  children?: ReactNode;
}

/**
 * A card of a {@link Page} holding one table under its title: a region named by its h2 ('Contratos',
 * 'Histórico de alterações'), the table (a list of cards on a phone), then anything that goes with it.
 */
export function TableSection<T>({ title, children, ...table }: TableSectionProps<T>) {
  const titleId = useId();
  return (
    <PageSection aria-labelledby={titleId}>
      <PageSectionTitle id={titleId}>{title}</PageSectionTitle>
      <DataTable {...table} />
      {children}
    </PageSection>
  );
}
