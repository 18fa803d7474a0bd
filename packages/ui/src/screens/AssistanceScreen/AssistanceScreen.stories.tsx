import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assistanceMessages } from '../../messages/pt-BR-assistance';
import { AssistanceScreen } from './AssistanceScreen';
import { assistanceSummaries } from './assistance-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Assistance/AssistanceScreen',
  component: AssistanceScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    requests: assistanceSummaries,
    canCreate: true,
    newHref: '/assistencia-tecnica/nova',
    requestHref: (request) => `/assistencia-tecnica/${request.id}`,
    onNavigate: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AssistanceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's requests with their status and warranty; the number opens the request. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assistência técnica' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Solicitações de assistência técnica' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('Visita agendada')).toBeVisible();
    await expect(within(table).getByText('Fora da garantia')).toBeVisible();
    await userEvent.click(within(table).getByRole('link', { name: 'AT-000123' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/assistencia-tecnica/123');
    await userEvent.click(canvas.getByRole('link', { name: 'Nova solicitação' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/assistencia-tecnica/nova');
  },
};

/** On a 375 px phone: a card per request, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** No request yet: a sentence saying what the page will hold, and 'Nova solicitação'. */
export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Você ainda não abriu nenhuma solicitação.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nova solicitação' })).toBeVisible();
  },
};

/** No unit handed over yet: no 'Nova solicitação', and why. */
export const NoDeliveredUnit: Story = {
  args: { requests: [], canCreate: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/depois da entrega das chaves da sua unidade/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Nova solicitação' })).toBeNull();
  },
};

/** Loading: a spinner that says what it waits for. */
export const Loading: Story = {
  args: { requests: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando as solicitações…')).toBeInTheDocument();
  },
};

/** Loading failed: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { requests: null, errorMessage: 'Não foi possível carregar as solicitações.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar as solicitações.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Just sent: the success line above the list. */
export const Sent: Story = {
  args: { notice: { tone: 'success', text: assistanceMessages.sent('AT-000131') } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Solicitação AT-000131 enviada/)).toBeVisible();
  },
};
