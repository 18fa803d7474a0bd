import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reportStories } from '../ReportScreen/report-stories';
import { PrepaymentsReportScreen } from './PrepaymentsReportScreen';
import { prepaymentRows } from './prepayment-report-fixtures';

const stories = reportStories({
  Screen: PrepaymentsReportScreen,
  title: 'Antecipações',
  rows: prepaymentRows(200),
  filled: {
    dateFrom: '2024-01-01',
    dateTo: '2024-03-31',
    customerName: 'Ana',
    customerEmail: '',
    contractDocument: 'CT.2025/00001',
  },
  text: { label: 'Contrato', key: 'contractDocument', value: 'CT.2025/00001' },
});

const meta = {
  title: 'Screens/Admin/PrepaymentsReportScreen',
  component: PrepaymentsReportScreen,
  parameters: { layout: 'fullscreen' },
  args: stories.args,
  render: stories.render,
} satisfies Meta<typeof PrepaymentsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page on a 1440 px desktop: slips and requests, their status, installments and totals. */
export const Desktop: Story = stories.Desktop;
/** First page on a 375 px phone: each anticipation becomes a card. */
export const Mobile: Story = stories.Mobile;
/** Loading: skeleton rows, 'Filtrar' disabled. */
export const Loading: Story = stories.Loading;
/** No anticipation matches: 'Nenhum registro encontrado.'. */
export const Empty: Story = stories.Empty;
/** Loading failed: a clear message and 'Tentar novamente'. */
export const LoadError: Story = stories.LoadError;
/** 200 anticipations: 'Mostrando X - Y de 200 registros'. */
export const LongData: Story = stories.LongData;
/** Filters read back into the fields. */
export const FiltersFilled: Story = stories.FiltersFilled;
/** Period typed with the keyboard, then 'Filtrar'. */
export const FilterByPeriod: Story = stories.FilterByPeriod;
/** A start after the end: an error, and nothing is sent. */
export const InvalidPeriod: Story = stories.InvalidPeriod;
/** 'Limpar filtros' empties every field. */
export const ClearFilters: Story = stories.ClearFilters;

/** A row reads: contract, record, kind, status, customer, installments as runs ('49 a 60'), dates, money. */
export const RowContent: Story = {
  play: async ({ canvas }) => {
    const firstRow = canvas.getAllByRole('row')[1];
    if (!firstRow) throw new Error('no row');
    const cells = within(firstRow).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('CT.2018/01040');
    await expect(cells[2]).toHaveTextContent('Boleto');
    await expect(cells[3]).toHaveTextContent('Emitida');
    await expect(cells[5]).toHaveTextContent('60');
    await expect(canvas.getAllByText('Solicitação').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Concluída').length).toBeGreaterThan(0);
  },
};
