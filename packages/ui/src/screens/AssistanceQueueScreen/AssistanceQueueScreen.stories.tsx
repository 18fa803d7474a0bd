import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assistanceSystems, queueCounts, queueRows } from '../AssistanceScreen/assistance-fixtures';
import { AssistanceQueueScreen } from './AssistanceQueueScreen';
import { NO_QUEUE_FILTERS } from './queue-filters';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Admin/AssistanceQueueScreen',
  component: AssistanceQueueScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    rows: queueRows(10),
    total: 39,
    counts: queueCounts,
    filters: NO_QUEUE_FILTERS,
    onFilter: fn(),
    enterprises: [
      { id: 1, name: 'Residencial Jardim das Acácias' },
      { id: 2, name: 'Edifício Comercial Paulista Office' },
    ],
    systems: assistanceSystems,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    requestHref: (row) => `/solicitacoes-assistencia/${row.id}`,
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AssistanceQueueScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue, oldest first, with the counts by status and the filters. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Solicitações de assistência' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Fila de assistência técnica' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByText('40 dias')).toBeVisible();
    await userEvent.click(within(table).getByRole('link', { name: 'AT-000200' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/solicitacoes-assistencia/200');
    await expect(canvas.getByRole('navigation', { name: 'Páginas da fila' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Filtrar' })).toBeVisible();
  },
};

/** On a 375 px phone: a card per request, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('button', { name: 'Filtrar' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** The filters handed over as chosen: status, enterprise, system, age (the bar is a chunk of its own). */
export const Filter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Situação' }), 'open');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Empreendimento' }), '2');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sistema' }), 'waterproofing');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Aberta há' }), '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Filtrar' }));
    await expect(args.onFilter).toHaveBeenCalledWith({
      status: 'open',
      enterpriseId: '2',
      system: 'waterproofing',
      minAgeDays: 30,
    });
  },
};

/** A count filters by its status at once. */
export const FilterByCount: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Em análise 5' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ ...NO_QUEUE_FILTERS, status: 'analysis' });
  },
};

/** Filtered by a status: its count pressed. */
export const Filtered: Story = {
  args: {
    filters: { ...NO_QUEUE_FILTERS, status: 'open' },
    rows: queueRows(6).filter((row) => row.status === 'open'),
    total: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Aberta 7' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Nothing matches. */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma solicitação com estes filtros.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { args: { rows: null, counts: null, isLoading: true } };

/** Loading failed: 'Tentar novamente'. */
export const LoadError: Story = {
  args: { rows: null, counts: null, errorMessage: 'Não foi possível carregar a fila.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
