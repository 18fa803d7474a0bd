import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { slipRows } from '../ReportScreen/report-fixtures';
import { charTop, firstRow, reportStories } from '../ReportScreen/report-stories';
import { GeneratedSlipsReportScreen } from './GeneratedSlipsReportScreen';

const stories = reportStories({
  Screen: GeneratedSlipsReportScreen,
  title: 'Boletos gerados',
  rows: slipRows(200),
  filled: {
    dateFrom: '2024-01-01',
    dateTo: '2024-03-31',
    customerName: 'Construtiva',
    customerEmail: '',
    contractDocument: 'CT.2025/00001',
  },
  text: { label: 'Contrato', key: 'contractDocument', value: 'CT.2025/00001' },
});

const meta = {
  title: 'Screens/Admin/GeneratedSlipsReportScreen',
  component: GeneratedSlipsReportScreen,
  ...stories.meta,
} satisfies Meta<typeof GeneratedSlipsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stories every report shares (report-stories.tsx says what each one shows and checks).
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

/**
 * A 768 px tablet, where the eight columns are squeezed before the table scrolls sideways: an e-mail
 * may break after its '@' but never before a dot ('construtiva' / '.com.br' is a phone-card break).
 */
export const LongEmailsTablet: Story = {
  args: {
    rows: slipRows(3).map((row) => ({ ...row, customer_email: 'financeiro@construtiva.com.br' })),
    total: 3,
  },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    const text = 'financeiro@construtiva.com.br';
    const [cell] = canvas.getAllByRole('cell').filter((c) => c.textContent === text) as HTMLElement[];
    if (!cell) throw new Error(`no cell with ${text}`);
    const at = text.indexOf('@');
    // The whole domain on one line, whether or not the address broke after its '@'.
    await expect(charTop(cell, text.length - 1)).toBe(charTop(cell, at + 1));
  },
};

/**
 * The name and e-mail filters match the customer who holds the contract: their labels say
 * 'do cliente', not 'da empresa'.
 */
export const CustomerFilterLabels: Story = {
  args: { initialFilters: stories.FiltersFilled.args.initialFilters },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome do cliente' })).toHaveValue('Construtiva');
    await expect(canvas.getByRole('textbox', { name: 'E-mail do cliente' })).toHaveValue('');
    await expect(canvas.queryByRole('textbox', { name: /da empresa/ })).toBeNull();
  },
};

/**
 * The contract is its document as the statement shows it: the column reads 'CT.2018/01040', not the
 * internal id, and 'Contrato' takes 'CT.2025/00001' (the spec's digits-only check refused it).
 */
export const FilterByContractDocument: Story = {
  play: async ({ args, canvas }) => {
    await expect(within(firstRow(canvas)).getAllByRole('cell')[0]).toHaveTextContent('CT.2018/01040');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contrato' }), 'CT.2025/00001');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onFilter).toHaveBeenCalledWith(
      expect.objectContaining({ contractDocument: 'CT.2025/00001' }),
    );
    await expect(canvas.queryByText(/apenas números/)).toBeNull();
  },
};
