import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { firstRow, reportStories } from '../ReportScreen/report-stories';
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
  ...stories.meta,
} satisfies Meta<typeof PrepaymentsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stories every report shares (report-stories.tsx says what each one shows and checks): here each
// anticipation (slip or request) with its status, installments and totals, a card each on a phone.
export const Desktop: Story = stories.Desktop;
export const Mobile: Story = stories.Mobile;
export const Loading: Story = stories.Loading;
export const Empty: Story = stories.Empty;
export const LoadError: Story = stories.LoadError;
export const LongData: Story = stories.LongData;
export const FiltersFilled: Story = stories.FiltersFilled;
export const FilterByPeriod: Story = stories.FilterByPeriod;
export const InvalidPeriod: Story = stories.InvalidPeriod;
export const ClearFilters: Story = stories.ClearFilters;

/** A row reads: contract, record, kind, status, customer, installments as runs ('49 a 60'), dates, money. */
export const RowContent: Story = {
  play: async ({ canvas }) => {
    const cells = within(firstRow(canvas)).getAllByRole('cell');
    await expect(cells[0]).toHaveTextContent('CT.2018/01040');
    await expect(cells[2]).toHaveTextContent('Boleto');
    await expect(cells[3]).toHaveTextContent('Emitida');
    await expect(cells[5]).toHaveTextContent('60');
    await expect(canvas.getAllByText('Solicitação').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('Concluída').length).toBeGreaterThan(0);
  },
};
