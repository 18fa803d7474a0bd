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
  parameters: { layout: 'fullscreen' },
  args: stories.args,
  render: stories.render,
} satisfies Meta<typeof GeneratedStatementsReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page on a 1440 px desktop. */
export const Desktop: Story = stories.Desktop;
/** First page on a 375 px phone: each row becomes a card. */
export const Mobile: Story = stories.Mobile;
/** Loading: skeleton rows, 'Filtrar' disabled, a status for screen readers. */
export const Loading: Story = stories.Loading;
/** No record matches: 'Nenhum registro encontrado.'. */
export const Empty: Story = stories.Empty;
/** Loading failed: a clear message and 'Tentar novamente' (the spec only logged it). */
export const LoadError: Story = stories.LoadError;
/** 200 records: 'Mostrando X - Y de 200 registros', next and last page. */
export const LongData: Story = stories.LongData;
/** Filters read back into the fields. */
export const FiltersFilled: Story = stories.FiltersFilled;
/** Period typed with the keyboard, then 'Filtrar': ISO dates reach the callback. */
export const FilterByPeriod: Story = stories.FilterByPeriod;
/** A start after the end, or one date only: an error, and nothing is sent. */
export const InvalidPeriod: Story = stories.InvalidPeriod;
/** 'Limpar filtros' empties every field and reloads without filters. */
export const ClearFilters: Story = stories.ClearFilters;
