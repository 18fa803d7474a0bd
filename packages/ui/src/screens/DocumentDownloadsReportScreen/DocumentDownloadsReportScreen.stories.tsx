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
  parameters: { layout: 'fullscreen' },
  args: stories.args,
  render: stories.render,
} satisfies Meta<typeof DocumentDownloadsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page on a 1440 px desktop: document, kind, contract or enterprise, customer, e-mail, moment. */
export const Desktop: Story = stories.Desktop;
/** First page on a 375 px phone: each download becomes a card. */
export const Mobile: Story = stories.Mobile;
/** Loading: skeleton rows, 'Filtrar' disabled, a status for screen readers. */
export const Loading: Story = stories.Loading;
/** No download matches: 'Nenhum registro encontrado.'. */
export const Empty: Story = stories.Empty;
/** Loading failed: a clear message and 'Tentar novamente'. */
export const LoadError: Story = stories.LoadError;
/** 200 downloads: 'Mostrando X - Y de 200 registros', next and last page. */
export const LongData: Story = stories.LongData;
/** Filters read back into the fields. */
export const FiltersFilled: Story = stories.FiltersFilled;
/** Period typed with the keyboard, then 'Filtrar': ISO dates reach the callback. */
export const FilterByPeriod: Story = stories.FilterByPeriod;
/** A start after the end, or one date only: an error, and nothing is sent. */
export const InvalidPeriod: Story = stories.InvalidPeriod;
/** 'Limpar filtros' empties every field and reloads without filters. */
export const ClearFilters: Story = stories.ClearFilters;
