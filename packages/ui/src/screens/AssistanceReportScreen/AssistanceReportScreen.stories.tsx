import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AssistanceReportScreen } from './AssistanceReportScreen';
import type { AssistanceReportView } from './report-types';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const report: AssistanceReportView = {
  total: 39,
  counts: { open: 7, analysis: 5, visit_scheduled: 4, in_progress: 3, done: 18, rejected: 2 },
  median_days_to_close: 12.5,
  average_rating: 4.333,
  ratings: 12,
  enterprises: [
    {
      enterprise_id: 2,
      enterprise_name: 'Edifício Comercial Paulista Office',
      total: 9,
      counts: { open: 2, analysis: 1, visit_scheduled: 1, in_progress: 0, done: 5, rejected: 0 },
      median_days_to_close: 8,
      average_rating: 5,
      ratings: 1,
    },
    {
      enterprise_id: 1,
      enterprise_name: 'Residencial Jardim das Acácias',
      total: 30,
      counts: { open: 5, analysis: 4, visit_scheduled: 3, in_progress: 3, done: 13, rejected: 2 },
      median_days_to_close: 14,
      average_rating: 4.27,
      ratings: 11,
    },
  ],
};

const meta = {
  title: 'Screens/Admin/AssistanceReportScreen',
  component: AssistanceReportScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: { report, filters: { from: null, to: null }, onFilter: fn(), onRetry: fn() },
} satisfies Meta<typeof AssistanceReportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figures, the counts by status and each enterprise's line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Relatório de assistência técnica' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('12,5 dias')[0]).toBeVisible();
    await expect(canvas.getByText('4,3 de 5 (12 avaliações)')).toBeVisible();
    await expect(canvas.getByLabelText('Concluída: 18')).toBeVisible();
    const table = canvas.getByRole('table', { name: /por empreendimento/ });
    await expect(within(table).getByText('5 de 5 (1 avaliação)')).toBeVisible();
  },
};

/** On a 375 px phone. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Nothing in the period: 'Sem dados' and an empty table. */
export const Empty: Story = {
  args: {
    report: {
      total: 0,
      counts: { open: 0, analysis: 0, visit_scheduled: 0, in_progress: 0, done: 0, rejected: 0 },
      median_days_to_close: null,
      average_rating: null,
      ratings: 0,
      enterprises: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Sem dados')).toHaveLength(2);
    await expect(canvas.getByText('Nenhuma solicitação no período.')).toBeVisible();
  },
};

/** 'Limpar filtros' reads the whole history again. */
export const ClearPeriod: Story = {
  args: { filters: { from: '2026-01-01', to: '2026-06-30' } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ from: null, to: null });
  },
};

/** Loading. */
export const Loading: Story = { args: { report: null, isLoading: true } };

/** Loading failed. */
export const LoadError: Story = {
  args: { report: null, errorMessage: 'Não foi possível carregar o relatório.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
