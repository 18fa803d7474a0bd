import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { firstRow, reportStories } from '../ReportScreen/report-stories';
import { PrepaymentRequestsScreen } from './PrepaymentRequestsScreen';
import { prepaymentRows } from './prepayment-report-fixtures';

/** 'Concluída' of every story (cleared where a story counts its calls). */
const onComplete = fn();

const stories = reportStories({
  Screen: PrepaymentRequestsScreen,
  title: 'Antecipações solicitadas',
  rows: prepaymentRows(200, 'request'),
  filled: {
    dateFrom: '2024-01-01',
    dateTo: '2024-03-31',
    customerName: 'Ana',
    customerEmail: '',
    contractDocument: 'CT.2025/00001',
  },
  text: { label: 'Contrato', key: 'contractDocument', value: 'CT.2025/00001' },
  args: { onComplete },
});

const meta = {
  title: 'Screens/Admin/PrepaymentRequestsScreen',
  component: PrepaymentRequestsScreen,
  ...stories.meta,
} satisfies Meta<typeof PrepaymentRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

// The stories every report shares (report-stories.tsx says what each one shows and checks): here the
// requests waiting for finance, each with 'Concluída' (at the foot of its card on a phone).
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

/** 'Concluída' asks first, with the total and the date to check in the ERP; 'Cancelar' changes nothing. */
export const CompleteAfterConfirmation: Story = {
  play: async ({ args, canvas }) => {
    onComplete.mockClear();
    const row = firstRow(canvas);
    await userEvent.click(within(row).getByRole('button', { name: /como concluída$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Concluir a antecipação do contrato/ });
    await expect(dialog).toHaveTextContent(/foi emitido no ERP e enviado ao cliente/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: /como concluída$/ }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Concluída' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }));
  },
};

/** The request on its way: its button is busy. */
export const Completing: Story = {
  args: { pendingId: 500 },
  play: async ({ canvas }) => {
    await expect(within(firstRow(canvas)).getByRole('button', { name: /como concluída$/ })).toBeDisabled();
  },
};

/** Done: a success line under the heading. */
export const Completed: Story = {
  args: {
    notice: { tone: 'success', text: 'Antecipação do contrato CT.2018/01040 marcada como concluída.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/marcada como concluída/)).toBeVisible();
  },
};

/** Refused (already completed by a colleague): the server's text. */
export const CompleteRefused: Story = {
  args: { notice: { tone: 'danger', text: 'Esta solicitação de antecipação já foi concluída.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta solicitação de antecipação já foi concluída.')).toBeVisible();
  },
};
