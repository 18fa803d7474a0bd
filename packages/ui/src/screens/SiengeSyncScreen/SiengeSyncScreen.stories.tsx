import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiengeSyncScreen } from './SiengeSyncScreen';
import { failedSync, notConfiguredStatus, okStatus, okSync, partialBillSync } from './sienge-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Admin/SiengeSyncScreen',
  component: SiengeSyncScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: { status: okStatus, onSyncNow: fn(), onRetry: fn() },
} satisfies Meta<typeof SiengeSyncScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A good scheduled sync: when, origin, scope, what changed per entity; 'Sincronizar agora' calls back. */
export const Succeeded: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Integração Sienge' })).toBeVisible();
    await expect(canvas.getByText('Concluída')).toBeVisible();
    await expect(canvas.getByText('Agendada')).toBeVisible();
    await expect(canvas.getByText('Completa')).toBeVisible();
    const changes = canvas.getByRole('table', { name: 'Alterações da sincronização' });
    await expect(within(changes).getAllByRole('row')).toHaveLength(7);
    await expect(within(changes).getByText('1.680')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Registros não importados' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sincronizar agora' }));
    await expect(args.onSyncNow).toHaveBeenCalledOnce();
  },
};

/** The same on a 375 px phone. */
export const SucceededMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Never synced: the explanation, and the button to start the first sync. */
export const NeverSynced: Story = {
  args: { status: { ...okStatus, last_sync: null, last_full_sync: null } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Nenhuma sincronização realizada ainda.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sincronizar agora' }));
    await expect(args.onSyncNow).toHaveBeenCalledOnce();
  },
};

/** A sync runs: 'Em andamento', the button busy and disabled, and why. */
export const Running: Story = {
  args: { status: { ...okStatus, running: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Em andamento')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Sincronizar agora' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Uma sincronização está em andamento. Aguarde o fim para iniciar outra.',
    );
    await userEvent.click(button);
    await expect(args.onSyncNow).not.toHaveBeenCalled();
  },
};

/** Running, on a phone. */
export const RunningMobile: Story = { ...Running, globals: mobile };

/** The very first sync runs: the empty state says so instead of inviting a sync. */
export const FirstSyncRunning: Story = {
  args: { status: { ...okStatus, running: true, last_sync: null, last_full_sync: null } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'A primeira sincronização está em andamento. O resultado aparece aqui quando ela terminar.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/para trazer os dados do Sienge pela primeira vez/)).toBeNull();
  },
};

/** 'Sincronizar agora' pressed: busy until the portal hears back. */
export const Starting: Story = {
  args: { isStartingSync: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sincronizar agora' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The start call failed: the portal's message. */
export const StartError: Story = {
  args: { syncErrorMessage: 'Já existe uma sincronização com o Sienge em andamento.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Já existe uma sincronização');
  },
};

/** A failed sync: why it stopped, what it still changed, and the records it left out (24 of 1.240). */
export const FailedWithErrors: Story = {
  args: { status: { ...okStatus, last_sync: failedSync, last_full_sync: failedSync } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Falhou')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('A sincronização foi interrompida');
    const errors = canvas.getByRole('table', { name: 'Registros não importados' });
    await expect(within(errors).getAllByRole('row')).toHaveLength(11);
    await expect(within(errors).getAllByText(/Cliente 10931 do Sienge/).length).toBeGreaterThan(0);
    await expect(canvas.getByText('Mostrando 24 de 1.240 registros não importados.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(within(errors).getAllByRole('row')).toHaveLength(11);
  },
};

/** Failed, on a phone: the errors as cards. */
export const FailedWithErrorsMobile: Story = {
  ...FailedWithErrors,
  globals: mobile,
};

/** A webhook re-synced one bill and left one record out; the last full sync is named under it. */
export const WebhookPartial: Story = {
  args: { status: { ...okStatus, last_sync: partialBillSync, last_full_sync: okSync } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Concluída com pendências')).toBeVisible();
    await expect(canvas.getByText('Título 4821')).toBeVisible();
    await expect(canvas.getByText('Notificação do Sienge')).toBeVisible();
    await expect(canvas.getByText(/Última sincronização completa: 24\/11\/2026 14:03/)).toBeVisible();
  },
};

/**
 * The server has no Sienge configuration: written for the business user — where the data comes from
 * meanwhile and what to ask the portal's technician — with the setting names last, for that person.
 */
export const NotConfigured: Story = {
  args: { status: notConfiguredStatus },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'A sincronização com o Sienge ainda não está ligada' }),
    ).toBeVisible();
    await expect(canvas.getByText('Não configurada')).toBeVisible();
    await expect(canvas.getByText(/Integrações › Importar dados/)).toBeVisible();
    const ask = canvas.getByRole('list', { name: 'O que pedir ao responsável técnico do portal' });
    await expect(within(ask).getAllByRole('listitem')).toHaveLength(3);
    await expect(ask).toHaveTextContent('usuário e uma senha de API');
    await expect(canvas.queryByRole('button', { name: 'Sincronizar agora' })).toBeNull();
    // The first thing read is not a variable name: those stay in the technician's last line.
    await expect(canvas.getByText(/^Para o responsável técnico: SIENGE_BASE_URL/)).toBeVisible();
  },
};

/** The same on a 375 px phone: nothing wider than the screen. */
export const NotConfiguredMobile: Story = {
  args: { status: notConfiguredStatus },
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Loading the status. */
export const Loading: Story = {
  args: { status: null, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando a situação da integração…');
  },
};

/** Loading failed: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { status: null, errorMessage: 'Não foi possível carregar a situação da integração.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a situação da integração.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
