import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, type within } from 'storybook/test';
import { messages } from '../../messages/pt-BR';
import { reportMessages } from '../../messages/pt-BR-reports';
import type { ReportDataProps } from './report-types';

/** What every report screen accepts (its own props may add more, e.g. 'Concluída' of the requests). */
type ReportProps = ReportDataProps<unknown> & { onFilter: (filters: never) => void };

/** The row and the filters of a report screen's props. */
type RowOf<P> = P extends ReportDataProps<infer Row> ? Row : never;
type FiltersOf<P> = P extends { onFilter: (filters: infer F) => void } ? F : never;

/** How to build the shared stories of one report, whose screen takes props `P`. */
export interface ReportStoriesConfig<P extends ReportProps, A extends Partial<P>> {
  Screen: ComponentType<P>;
  title: string;
  /** 200 rows for the long-data story; the first 12 feed the default stories. */
  rows: RowOf<P>[];
  /** Filters of the 'filters filled' story (read back into the fields). */
  filled: Partial<FiltersOf<P>>;
  /** One text filter to type into, and the key it is emitted under. */
  text: { label: string; key: keyof FiltersOf<P> & string; value: string };
  /** Args of the screen's own props (beyond every report's), shared by all its stories. */
  args?: A;
}

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** (Stories) Top of the line box that holds the character at `index` of the element's text. */
export function charTop(element: HTMLElement, index: number): number {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let offset = index;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (offset < length) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect().top;
    }
    offset -= length;
  }
  throw new Error(`No character ${index} in "${element.textContent}"`);
}

/** (Stories) The first data row of the report's table (row 0 is the header). */
export function firstRow(canvas: ReturnType<typeof within>): HTMLElement {
  const row = canvas.getAllByRole('row')[1];
  if (!row) throw new Error('no data row');
  return row;
}

/** Fills the report's period field (two native date inputs) as the browser's picker does; '' leaves a side empty. */
async function typePeriod(canvas: ReturnType<typeof within>, start: string, end: string) {
  if (start) fireEvent.change(canvas.getByLabelText('Data inicial'), { target: { value: start } });
  if (end) fireEvent.change(canvas.getByLabelText('Data final'), { target: { value: end } });
}

/** Story render: `rows` is the whole list, paged here as the portal would page the server. */
function PagedScreen<P extends ReportProps>({ Screen, ...args }: { Screen: ComponentType<P> } & P) {
  const [page, setPage] = useState(args.page);
  const start = (page - 1) * DEFAULT_PAGE_SIZE;
  const props = {
    ...args,
    rows: args.rows.slice(start, start + DEFAULT_PAGE_SIZE),
    page,
    onPageChange: (next: number) => {
      setPage(next);
      args.onPageChange(next);
    },
  } as unknown as P;
  return <Screen {...props} />;
}

/**
 * The meta and the stories every report has (spec: loading, empty, error, long data, filters filled,
 * phone and desktop; play functions for the period typed with the keyboard, an invalid period,
 * clearing and pagination). Each report's stories file spreads `meta` into its own (with its title
 * and component, which Storybook reads from the file) and re-exports the stories under the same names.
 */
export function reportStories<P extends ReportProps, A extends Partial<P> = Record<never, never>>(
  config: ReportStoriesConfig<P, A>,
) {
  const { Screen } = config;
  const firstRows = config.rows.slice(0, 12);

  const args = {
    ...(config.args as A),
    rows: firstRows,
    total: firstRows.length,
    page: 1,
    onPageChange: fn(),
    onFilter: fn(),
    onRetry: fn(),
  };

  type Ctx = { args: P; canvas: ReturnType<typeof within> };

  const showsFirstPage = async ({ canvas }: Ctx) => {
    await expect(canvas.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByText('Mostrando 1 - 8 de 12 registros')).toBeVisible();
  };

  return {
    /** Full-screen, the first 12 rows, spies for every callback, paged in the story. */
    meta: {
      parameters: { layout: 'fullscreen' },
      args,
      render: (storyArgs: P) => <PagedScreen<P> {...storyArgs} Screen={Screen} />,
    },
    /** First page on a 1440 px desktop. */
    Desktop: { globals: desktop, play: showsFirstPage },
    /** First page on a 375 px phone: each row becomes a card. */
    Mobile: { globals: mobile, play: showsFirstPage },
    /** Loading: skeleton rows, 'Filtrar' disabled, a status for screen readers. */
    Loading: {
      args: { rows: [], total: 0, isLoading: true },
      play: async ({ canvas }: Ctx) => {
        await expect(canvas.getByRole('status')).toHaveTextContent(messages.dataTable.loadingRows);
        await expect(canvas.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
      },
    },
    /** No record matches: 'Nenhum registro encontrado.', no pagination. */
    Empty: {
      args: { rows: [], total: 0 },
      play: async ({ canvas }: Ctx) => {
        await expect(canvas.getByText('Nenhum registro encontrado.')).toBeVisible();
        await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
      },
    },
    /** Loading failed: a clear message and 'Tentar novamente' (the spec only logged it). */
    LoadError: {
      args: { rows: [], total: 0, errorMessage: messages.reportScreen.error },
      play: async ({ args: a, canvas }: Ctx) => {
        await expect(canvas.getByRole('alert')).toHaveTextContent(messages.reportScreen.error);
        await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
        await expect(a.onRetry).toHaveBeenCalledTimes(1);
      },
    },
    /** 200 records: 'Mostrando X - Y de 200 registros', next and last page. */
    LongData: {
      args: { rows: config.rows, total: config.rows.length },
      play: async ({ args: a, canvas }: Ctx) => {
        await expect(canvas.getByText('Mostrando 1 - 8 de 200 registros')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
        await expect(a.onPageChange).toHaveBeenLastCalledWith(2);
        await expect(canvas.getByText('Mostrando 9 - 16 de 200 registros')).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
        await expect(canvas.getByText('Mostrando 193 - 200 de 200 registros')).toBeVisible();
      },
    },
    /** Filters read back into the fields. */
    FiltersFilled: {
      args: { initialFilters: config.filled },
      play: async ({ canvas }: Ctx) => {
        const value = (config.filled as Record<string, string>)[config.text.key] ?? '';
        await expect(canvas.getByRole('textbox', { name: config.text.label })).toHaveValue(value);
        await expect(canvas.getByRole('button', { name: 'Limpar datas' })).toBeVisible();
      },
    },
    /** Period typed with the keyboard, then 'Filtrar': ISO dates reach the callback. */
    FilterByPeriod: {
      play: async ({ args: a, canvas }: Ctx) => {
        await typePeriod(canvas, '2024-03-01', '2024-03-31');
        await userEvent.type(canvas.getByRole('textbox', { name: config.text.label }), config.text.value);
        await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
        await expect(a.onFilter).toHaveBeenLastCalledWith(
          expect.objectContaining({
            dateFrom: '2024-03-01',
            dateTo: '2024-03-31',
            [config.text.key]: config.text.value,
          }),
        );
      },
    },
    /** A start after the end, or one date only: an error, and nothing is sent. */
    InvalidPeriod: {
      play: async ({ args: a, canvas }: Ctx) => {
        await typePeriod(canvas, '2024-03-31', '2024-03-01');
        await expect(canvas.getByText(reportMessages.dateRangeField.reversed)).toBeVisible();
        await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
        await expect(a.onFilter).not.toHaveBeenCalled();
        // Only one date: 'Filtrar' explains instead of silently dropping the period.
        await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
        await typePeriod(canvas, '2024-03-01', '');
        await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
        await expect(canvas.getByText(reportMessages.dateRangeField.incomplete)).toBeVisible();
        await expect(a.onFilter).toHaveBeenCalledTimes(1);
      },
    },
    /** 'Limpar filtros' empties every field and reloads without filters. */
    ClearFilters: {
      args: { initialFilters: config.filled },
      play: async ({ args: a, canvas }: Ctx) => {
        await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
        await expect(a.onFilter).toHaveBeenLastCalledWith(
          expect.objectContaining({ dateFrom: null, dateTo: null, [config.text.key]: '' }),
        );
        await waitFor(() => expect(canvas.getByRole('textbox', { name: config.text.label })).toHaveValue(''));
        await expect(canvas.queryByRole('button', { name: 'Limpar datas' })).toBeNull();
      },
    },
  };
}
