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
  parameters: { layout: 'fullscreen' },
  args: stories.args,
  render: stories.render,
} satisfies Meta<typeof LoginReportScreen>;

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
