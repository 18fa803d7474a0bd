import type { Meta, StoryObj } from '@storybook/react-vite';
import { statementRows } from '../ReportScreen/report-fixtures';
import { reportStories } from '../ReportScreen/report-stories';
import { GeneratedStatementsReportScreen } from './GeneratedStatementsReportScreen';

const stories = reportStories({
  Screen: GeneratedStatementsReportScreen,
  title: 'Extratos gerados',
  rows: statementRows(200),
  filled: {
    dateFrom: '2024-01-01',
    dateTo: '2024-03-31',
    customerName: '',
    customerEmail: 'ana@demo.com.br',
    contractDocument: '',
  },
  text: { label: 'E-mail do cliente', key: 'customerEmail', value: 'ana@demo.com.br' },
});

const meta = {
  title: 'Screens/Admin/GeneratedStatementsReportScreen',
  component: GeneratedStatementsReportScreen,
  ...stories.meta,
} satisfies Meta<typeof GeneratedStatementsReportScreen>;

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
