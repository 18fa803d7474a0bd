import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  assistanceDetail,
  concludedDetail,
  ratedDetail,
  rejectedDetail,
} from '../AssistanceScreen/assistance-fixtures';
import { storyPhoto } from '../AssistanceScreen/photo-fixtures';
import { AssistanceDetailScreen } from './AssistanceDetailScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Assistance/AssistanceDetailScreen',
  component: AssistanceDetailScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    request: assistanceDetail,
    backHref: '/assistencia-tecnica',
    onSendMessage: fn(async () => true),
    onRate: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof AssistanceDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A request with a visit scheduled: its facts and photos, the conversation both ways, the history. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solicitação AT-000123' })).toBeVisible();
    await expect(canvas.getAllByText('03/12/2026, das 08:00 às 12:00')).toHaveLength(2);
    await expect(canvas.getByText('Na garantia até 14/03/2030')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Foto 1 da solicitação' })).toBeVisible();
    const conversation = canvas.getByRole('region', { name: 'Conversa' });
    await expect(within(conversation).getByText('Carlos Pereira (equipe)')).toBeVisible();
    await expect(within(conversation).getByText('Você')).toBeVisible();
    await expect(within(conversation).getByRole('img', { name: 'Foto 1 de Você' })).toBeVisible();
    const history = canvas.getByRole('region', { name: 'Histórico' });
    await expect(within(history).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(history).getByText('Situação: Visita agendada')).toBeVisible();
  },
};

/** On a 375 px phone: one column, messages within the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A message with a photo: both handed over, the composer emptied once sent. */
export const SendMessage: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await canvas.findByRole('form', { name: 'Enviar mensagem' });
    const box = canvas.getByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'A mancha voltou depois da chuva.');
    const input = canvasElement.querySelector<HTMLInputElement>(
      'form[aria-label="Enviar mensagem"] input[type="file"]',
    );
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, storyPhoto('mancha.png'));
    await expect(canvas.getByRole('img', { name: 'mancha.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    await expect(args.onSendMessage).toHaveBeenCalledWith({
      text: 'A mancha voltou depois da chuva.',
      photos: [expect.any(File)],
    });
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('img', { name: 'mancha.png' })).toBeNull();
  },
};

/** An empty message is not sent: it says why. */
export const EmptyMessage: Story = {
  play: async ({ args, canvas }) => {
    await canvas.findByRole('form', { name: 'Enviar mensagem' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar mensagem' }));
    await expect(canvas.getByText('Escreva uma mensagem de até 4000 caracteres.')).toBeVisible();
    await expect(args.onSendMessage).not.toHaveBeenCalled();
  },
};

/** 'Concluída': the customer is asked to rate 1 to 5; a score is required. */
export const ToRate: Story = {
  args: { request: concludedDetail },
  play: async ({ args, canvas }) => {
    await canvas.findByRole('form', { name: 'Avalie o atendimento' });
    const rating = canvas.getByRole('region', { name: 'Avalie o atendimento' });
    await userEvent.click(within(rating).getByRole('button', { name: 'Enviar avaliação' }));
    await expect(within(rating).getByRole('alert')).toHaveTextContent('Escolha uma nota de 1 a 5.');
    await expect(args.onRate).not.toHaveBeenCalled();
    await userEvent.click(within(rating).getByRole('radio', { name: '5' }));
    await userEvent.type(within(rating).getByRole('textbox', { name: /Comentário/ }), 'Muito bom.');
    await userEvent.click(within(rating).getByRole('button', { name: 'Enviar avaliação' }));
    await expect(args.onRate).toHaveBeenCalledWith({ score: 5, comment: 'Muito bom.' });
    await expect(canvas.getByText('Solicitação encerrada: não recebe mais mensagens.')).toBeVisible();
  },
};

/** Rated: the score and comment, and the entry in the history. */
export const Rated: Story = {
  args: { request: ratedDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sua avaliação: 4 de 5')).toBeVisible();
    await expect(canvas.getByText('Atendimento avaliado: 4 de 5')).toBeVisible();
  },
};

/** 'Improcedente': the reason in the history, no more messages. */
export const Rejected: Story = {
  args: { request: rejectedDetail },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Motivo: Dano causado por furação/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Mensagem' })).toBeNull();
  },
};

/** A message with photos on its way: each photo's progress, the button busy. */
export const SendingMessage: Story = {
  args: { isSendingMessage: true, messageProgress: { loaded: 300, total: 1000 } },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Enviar mensagem' });
    await expect(canvas.getByRole('button', { name: 'Enviar mensagem' })).toBeDisabled();
  },
};

/** The server refused the message (rate limit): its text under the composer. */
export const MessageError: Story = {
  args: { messageError: 'Muitas mensagens em pouco tempo. Tente de novo em alguns minutos.' },
  play: async ({ canvas }) => {
    await canvas.findByRole('form', { name: 'Enviar mensagem' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Muitas mensagens/);
  },
};

/** Loading the request. */
export const Loading: Story = {
  args: { request: null, isLoading: true },
};

/** Not found (someone else's request reads the same): said so, with the way back to the list. */
export const NotFound: Story = {
  args: { request: null, notFoundMessage: 'Solicitação de assistência não encontrada.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Solicitação de assistência não encontrada.')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para Assistência técnica' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/assistencia-tecnica');
  },
};

/** Loading failed (network): the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { request: null, errorMessage: 'Não foi possível carregar as solicitações de assistência.' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
