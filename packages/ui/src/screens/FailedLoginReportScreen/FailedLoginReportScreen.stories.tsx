import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { loginRows } from '../ReportScreen/report-fixtures';
import { charTop, reportStories } from '../ReportScreen/report-stories';
import { FailedLoginReportScreen } from './FailedLoginReportScreen';

const stories = reportStories({
  Screen: FailedLoginReportScreen,
  title: 'Falhas no login',
  rows: loginRows(200, true),
  filled: { dateFrom: '2024-03-01', dateTo: '2024-03-15', email: '', description: 'Senha incorreta', ip: '' },
  text: { label: 'Endereço IP', key: 'ip', value: '189.20' },
});

const meta = {
  title: 'Screens/Admin/FailedLoginReportScreen',
  component: FailedLoginReportScreen,
  parameters: { layout: 'fullscreen' },
  args: stories.args,
  render: stories.render,
} satisfies Meta<typeof FailedLoginReportScreen>;

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

const longEmails = [
  'maria.aparecida.conceicao@construtora-horizonte.com.br',
  'gabriela.conceicao@demo.com.br',
  // One piece wider than a phone card: only this one may break inside a word.
  'financeiroadministrativocontratos@construtiva.com.br',
];

/**
 * Long e-mails as phone-card titles: they wrap after the '@' (the whole domain on the next line),
 * never inside 'demo.com.br', and the page never scrolls sideways.
 */
export const LongEmailsMobile: Story = {
  args: {
    rows: loginRows(3, true).map((row, index) => ({ ...row, email: longEmails[index] ?? row.email })),
    total: 3,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    const text = 'gabriela.conceicao@demo.com.br';
    const title = canvas.getAllByRole('cell').find((cell) => cell.textContent === text) as HTMLElement;
    const at = text.indexOf('@');
    // The card is too narrow for the whole address: it breaks right after the '@'...
    await expect(charTop(title, at + 1)).toBeGreaterThan(charTop(title, at));
    await expect(charTop(title, 0)).toBe(charTop(title, at));
    // ...and the domain stays on one line.
    await expect(charTop(title, text.length - 1)).toBe(charTop(title, at + 1));
  },
};
