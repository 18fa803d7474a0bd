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
  ...stories.meta,
} satisfies Meta<typeof FailedLoginReportScreen>;

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
