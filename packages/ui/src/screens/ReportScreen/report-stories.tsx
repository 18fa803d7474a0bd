import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, type within } from 'storybook/test';
import { messages } from '../../messages/pt-BR';
import { reportMessages } from '../../messages/pt-BR-reports';
import type { ReportDataProps } from './report-types';

/** What every report screen accepts besides its data. */
type ScreenProps<Row, F> = ReportDataProps<Row> & {
  onFilter: (filters: F) => void;
  initialFilters?: Partial<F>;
};

/** How to build the shared stories of one report. */
export interface ReportStoriesConfig<Row, F> {
  Screen: ComponentType<ScreenProps<Row, F>>;
  title: string;
  /** 200 rows for the long-data story; the first 12 feed the default stories. */
  rows: Row[];
  /** Filters of the 'filters filled' story (read back into the fields). */
  filled: Partial<F>;
  /** One text filter to type into, and the key it is emitted under. */
  text: { label: string; key: keyof F & string; value: string };
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

/** Fills the report's period field (two native date inputs) as the browser's picker does; '' leaves a side empty. */
async function typePeriod(canvas: ReturnType<typeof within>, start: string, end: string) {
  if (start) fireEvent.change(canvas.getByLabelText('Data inicial'), { target: { value: start } });
  if (end) fireEvent.change(canvas.getByLabelText('Data final'), { target: { value: end } });
}

/** Story render: `rows` is the whole list, paged here as the portal would page the server. */
function PagedScreen<Row, F>({
  Screen,
  ...args
}: ScreenProps<Row, F> & { Screen: ComponentType<ScreenProps<Row, F>> }) {
  const [page, setPage] = useState(args.page);
  const start = (page - 1) * DEFAULT_PAGE_SIZE;
  return (
    <Screen
      {...args}
      rows={args.rows.slice(start, start + DEFAULT_PAGE_SIZE)}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

/**
 * The stories every report has (spec: loading, empty, error, long data, filters filled, phone and
 * desktop; play functions for the period typed with the keyboard, an invalid period, clearing and
 * pagination). Each report's stories file re-exports them under the same names.
 */
export function reportStories<Row, F>(config: ReportStoriesConfig<Row, F>) {
  const { Screen } = config;
  const firstRows = config.rows.slice(0, 12);

  const args = {
    rows: firstRows,
    total: firstRows.length,
    page: 1,
    onPageChange: fn(),
    onFilter: fn(),
    onRetry: fn(),
  };

  type Ctx = { args: ScreenProps<Row, F>; canvas: ReturnType<typeof within> };

  const showsFirstPage = async ({ canvas }: Ctx) => {
    await expect(canvas.getByRole('heading', { level: 1, name: config.title })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(9);
    await expect(canvas.getByText('Mostrando 1 - 8 de 12 registros')).toBeVisible();
  };

  return {
    args,
    render: (storyArgs: ScreenProps<Row, F>) => <PagedScreen {...storyArgs} Screen={Screen} />,
    Desktop: { globals: desktop, play: showsFirstPage },
    Mobile: { globals: mobile, play: showsFirstPage },
    Loading: {
      args: { rows: [], total: 0, isLoading: true },
      play: async ({ canvas }: Ctx) => {
        await expect(canvas.getByRole('status')).toHaveTextContent(messages.dataTable.loadingRows);
        await expect(canvas.getByRole('button', { name: 'Filtrar' })).toBeDisabled();
      },
    },
    Empty: {
      args: { rows: [], total: 0 },
      play: async ({ canvas }: Ctx) => {
        await expect(canvas.getByText('Nenhum registro encontrado.')).toBeVisible();
        await expect(canvas.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
      },
    },
    LoadError: {
      args: { rows: [], total: 0, errorMessage: messages.reportScreen.error },
      play: async ({ args: a, canvas }: Ctx) => {
        await expect(canvas.getByRole('alert')).toHaveTextContent(messages.reportScreen.error);
        await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
        await expect(a.onRetry).toHaveBeenCalledTimes(1);
      },
    },
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
    FiltersFilled: {
      args: { initialFilters: config.filled },
      play: async ({ canvas }: Ctx) => {
        const value = (config.filled as Record<string, string>)[config.text.key] ?? '';
        await expect(canvas.getByRole('textbox', { name: config.text.label })).toHaveValue(value);
        await expect(canvas.getByRole('button', { name: 'Limpar datas' })).toBeVisible();
      },
    },
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
