import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import type { GenerationReportFilters } from '../ReportScreen/generation-filters';
import { reportStories } from '../ReportScreen/report-stories';
import { PrepaymentRequestsScreen } from './PrepaymentRequestsScreen';
import { prepaymentRows } from './prepayment-report-fixtures';
import type { PrepaymentReportRow } from './prepayment-report-types';

/** 'Concluída' of every story (the shared report stories pass only the report's own props). */
const onComplete = fn();

const stories = reportStories<PrepaymentReportRow, GenerationReportFilters>({
  Screen: (props) => <PrepaymentRequestsScreen onComplete={onComplete} {...props} />,
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
});

const meta = {
  title: 'Screens/Admin/PrepaymentRequestsScreen',
  component: PrepaymentRequestsScreen,
  parameters: { layout: 'fullscreen' },
  args: { ...stories.args, onComplete },
  render: (args) => stories.render(args),
} satisfies Meta<typeof PrepaymentRequestsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The requests waiting for finance, on a 1440 px desktop, each with 'Concluída'. */
export const Desktop: Story = stories.Desktop;
/** On a 375 px phone: a card per request, 'Concluída' at its foot. */
export const Mobile: Story = stories.Mobile;
/** Loading: skeleton rows. */
export const Loading: Story = stories.Loading;
/** Nothing waiting: 'Nenhum registro encontrado.'. */
export const Empty: Story = stories.Empty;
/** Loading failed: a clear message and 'Tentar novamente'. */
export const LoadError: Story = stories.LoadError;
/** 200 requests, paged. */
export const LongData: Story = stories.LongData;
/** Filters read back into the fields. */
export const FiltersFilled: Story = stories.FiltersFilled;
/** Period typed with the keyboard, then 'Filtrar'. */
export const FilterByPeriod: Story = stories.FilterByPeriod;
/** A start after the end: an error, and nothing is sent. */
export const InvalidPeriod: Story = stories.InvalidPeriod;
/** 'Limpar filtros' empties every field. */
export const ClearFilters: Story = stories.ClearFilters;

/** 'Concluída' asks first, with the total and the date to check in the ERP; 'Cancelar' changes nothing. */
export const CompleteAfterConfirmation: Story = {
  play: async ({ args, canvas }) => {
    onComplete.mockClear();
    const firstRow = canvas.getAllByRole('row')[1];
    if (!firstRow) throw new Error('no row');
    await userEvent.click(within(firstRow).getByRole('button', { name: /como concluída$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Concluir a antecipação do contrato/ });
    await expect(dialog).toHaveTextContent(/foi emitido no ERP e enviado ao cliente/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onComplete).not.toHaveBeenCalled();
    await userEvent.click(within(firstRow).getByRole('button', { name: /como concluída$/ }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Concluída' }));
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ id: 500 }));
  },
};

/** The request on its way: its button is busy. */
export const Completing: Story = {
  args: { pendingId: 500 },
  play: async ({ canvas }) => {
    const firstRow = canvas.getAllByRole('row')[1];
    if (!firstRow) throw new Error('no row');
    await expect(within(firstRow).getByRole('button', { name: /como concluída$/ })).toBeDisabled();
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
