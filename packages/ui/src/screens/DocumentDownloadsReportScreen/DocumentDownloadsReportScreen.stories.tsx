import type { Meta, StoryObj } from '@storybook/react-vite';
import { reportStories } from '../ReportScreen/report-stories';
import { DocumentDownloadsReportScreen } from './DocumentDownloadsReportScreen';
import { downloadRows } from './download-fixtures';

const stories = reportStories({
  Screen: DocumentDownloadsReportScreen,
  title: 'Downloads de documentos',
  rows: downloadRows(200),
  filled: {
    dateFrom: '2026-11-01',
    dateTo: '2026-11-27',
    customerName: 'Mariana',
    customerEmail: '',
    documentTitle: 'Escritura',
  },
  text: { label: 'Documento', key: 'documentTitle', value: 'Escritura' },
});

const meta = {
  title: 'Screens/Admin/DocumentDownloadsReportScreen',
  component: DocumentDownloadsReportScreen,
  ...stories.meta,
} satisfies Meta<typeof DocumentDownloadsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stories every report shares (report-stories.tsx says what each one shows and checks): here each
// download's document, kind, contract or enterprise, customer, e-mail and moment.
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
