import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { simulationOf } from '../StatementScreen/prepayment/prepayment-fixtures';
import { demoInstallments } from '../StatementScreen/statement-fixtures';
import { ClientScreen } from './ClientScreen';
import { activeClient, blockedClient, clientWithoutAccount, pendingClient } from './client-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Admin/ClientScreen',
  component: ClientScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    client: activeClient,
    clientsHref: '/clients',
    onChange: fn(),
    onRetry: fn(),
    onNavigate: fn(),
  },
} satisfies Meta<typeof ClientScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active: CPF masked, the last login, the contracts by Título/DOC, 'Bloquear acesso', the history. */
export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ana Beatriz Carvalho' })).toBeVisible();
    await expect(canvas.getByText('123.456.789-09')).toBeVisible();
    await expect(canvas.getByText('Ativo', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Último acesso')).toBeVisible();
    const contracts = canvas.getByRole('table', { name: 'Contratos do cliente' });
    await expect(within(contracts).getByText('CT.2025/00001')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Bloquear acesso' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reenviar ativação' })).toBeNull();
    const history = canvas.getByRole('table', { name: 'Histórico de alterações do acesso do cliente' });
    await expect(within(history).getByText('Bloqueou o acesso')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para Clientes' })).toHaveAttribute(
      'href',
      '/clients',
    );
  },
};

/** The same on a 375 px phone: nothing wider than the screen, the actions full width. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Loading: a spinner, no facts. */
export const Loading: Story = {
  args: { client: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando o cliente…')).toBeInTheDocument();
    await expect(canvas.queryByText('Acesso ao portal')).toBeNull();
  },
};

/** Error: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { client: null, errorMessage: 'Cliente não encontrado.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Cliente não encontrado.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No account: how the customer signs up, nothing to block or resend. */
export const NoAccount: Story = {
  args: { client: clientWithoutAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sem acesso')).toBeVisible();
    await expect(canvas.getByText(/ainda não criou o acesso/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bloquear acesso' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Reenviar ativação' })).toBeNull();
    await expect(canvas.getByText('Nenhuma alteração de acesso registrada.')).toBeVisible();
  },
};

/** Pending: CNPJ masked, 'Ainda não' activated, 'Reenviar ativação' calls back at once. */
export const Pending: Story = {
  args: { client: pendingClient },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Aguardando ativação')).toBeVisible();
    await expect(canvas.getByText('11.222.333/0001-81')).toBeVisible();
    await expect(canvas.getByText('Ainda não')).toBeVisible();
    await expect(canvas.getByText('Nunca')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar ativação' }));
    await expect(args.onChange).toHaveBeenCalledWith('resend-activation');
  },
};

/** Pending while the e-mail is on its way: that button busy, the other waits; the outcome announced. */
export const Resending: Story = {
  args: {
    client: pendingClient,
    pendingChange: 'resend-activation',
    notice: { tone: 'success', text: 'E-mail de ativação reenviado para financeiro@construtiva.com.br.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Bloquear acesso' })).toBeDisabled();
    await expect(canvas.getByText(/E-mail de ativação reenviado/)).toBeVisible();
  },
};

/** Blocked: since when, and 'Desbloquear acesso' instead of 'Bloquear acesso'. */
export const Blocked: Story = {
  args: { client: blockedClient },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Bloqueado', { selector: 'span' })).toBeVisible();
    await expect(canvas.getByText('Bloqueado desde')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Bloquear acesso' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Desbloquear acesso' }));
    await expect(args.onChange).toHaveBeenCalledWith('unblock');
  },
};

/** 'Bloquear acesso' asks first: 'Cancelar' changes nothing, the confirmation calls back. */
export const BlockAsksFirst: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bloquear acesso' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: 'Bloquear o acesso de Ana Beatriz Carvalho?',
    });
    await expect(dialog).toHaveTextContent('As sessões abertas terminam na hora');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Bloquear acesso' }));
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Bloquear acesso' }));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('block'));
  },
};

/**
 * With the customer's 'Simulação de antecipação' (product rule §8) after the contracts: the quote of
 * the first contract, every future installment chosen, and the totals.
 */
export const WithPrepaymentSimulation: Story = {
  args: {
    prepayment: {
      today: '2024-12-05',
      simulation: {
        status: 'ready',
        simulation: simulationOf(demoInstallments(24, { paid: 10 }), {
          monthlyRate: 0.01,
          paymentDate: '2024-12-05',
        }),
      },
      onSimulate: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Simulação de antecipação' })).toBeVisible();
    await expect(canvas.getByText('12 parcelas escolhidas', { exact: true })).toBeVisible();
  },
};
