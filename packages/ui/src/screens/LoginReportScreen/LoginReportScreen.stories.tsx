import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loginRows } from '../ReportScreen/report-fixtures';
import { reportStories } from '../ReportScreen/report-stories';
import { LoginReportScreen } from './LoginReportScreen';

const stories = reportStories({
  Screen: LoginReportScreen,
  title: 'Login por cliente',
  rows: loginRows(200),
  filled: { dateFrom: '2024-03-01', dateTo: '2024-03-15', customerName: 'Ana Souza', email: '' },
  text: { label: 'Nome do cliente', key: 'customerName', value: 'Ana' },
});

const meta = {
  title: 'Screens/Admin/LoginReportScreen',
  component: LoginReportScreen,
  ...stories.meta,
} satisfies Meta<typeof LoginReportScreen>;

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
 * What 'Login por cliente' lists (decision 020): every successful login, one row each, so the period
 * is the day of the access — not of a first access the report does not compute.
 */
export const EveryLoginLabelled: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Cada login realizado com sucesso no portal, do mais recente ao mais antigo.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Data do acesso')[0]).toBeVisible();
    await expect(canvas.queryByText(/primeiro acesso/)).toBeNull();
  },
};
