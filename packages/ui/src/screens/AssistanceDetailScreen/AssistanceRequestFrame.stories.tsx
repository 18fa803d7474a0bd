import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { assistanceMessages as t } from '../../messages/pt-BR-assistance';
import { ratedDetail, staffDetail } from '../AssistanceScreen/assistance-fixtures';
import type { AssistanceDetailView } from '../AssistanceScreen/assistance-types';
import { AssistanceRating } from './AssistanceRating';
import { AssistanceRequestFrame } from './AssistanceRequestFrame';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** The actions of these stories: the rating as the staff read it. */
const rating = (request: AssistanceDetailView) => (
  <AssistanceRating rating={request.rating} canRate={false} viewer="staff" />
);

const meta = {
  title: 'Screens/Assistance/AssistanceRequestFrame',
  component: AssistanceRequestFrame,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    request: ratedDetail,
    back: { href: '/assistencia-tecnica', title: t.title, label: t.form.back },
    viewer: 'staff',
    actions: rating,
    onSendMessage: fn(async () => true),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AssistanceRequestFrame<AssistanceDetailView>>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Loaded: 'Solicitação {número}' with the way back in the breadcrumb, the facts, the actions, the
 * conversation and the history beside them.
 */
export const Loaded: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solicitação AT-000123' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Dados da solicitação' })).toBeVisible();
    await expect(canvas.getByText('Avaliação do cliente: 4 de 5')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Conversa' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Histórico' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await userEvent.click(within(crumbs).getByRole('link', { name: 'Assistência técnica' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/assistencia-tecnica');
  },
};

/** Leading facts (the staff's: the customer), a wide page and the outcome of the last action. */
export const WithLeadingFactsAndNotice: Story = {
  args: {
    request: staffDetail,
    width: 'wide',
    leadingFacts: () => [{ term: 'Cliente', value: 'Ana Souza · ana.souza@example.com' }],
    notice: { tone: 'success', text: 'Mensagem enviada.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mensagem enviada.')).toBeVisible();
    const facts = canvas.getByRole('region', { name: 'Dados da solicitação' });
    await expect(within(facts).getByText('Ana Souza · ana.souza@example.com')).toBeVisible();
  },
};

/** On a 375 px phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Loading: the page's own title, no breadcrumb, the loading line. */
export const Loading: Story = {
  args: { request: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Assistência técnica' })).toBeVisible();
    await expect(canvas.getByText('Carregando a solicitação…')).toBeVisible();
  },
};

/** Loading failed: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { request: null, errorMessage: 'Não foi possível carregar as solicitações de assistência.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Not found: said so, with the way back instead of the content. */
export const NotFound: Story = {
  args: { request: null, notFoundMessage: 'Solicitação de assistência não encontrada.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Solicitação de assistência não encontrada.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Conversa' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Assistência técnica' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/assistencia-tecnica');
  },
};
