import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StaffScreen } from './StaffScreen';
import { staffAudit, staffMembers } from './staff-fixtures';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Admin/StaffScreen',
  component: StaffScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    members: staffMembers,
    audit: staffAudit,
    onInvite: fn(async () => true),
    onSetActive: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StaffScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The staff, their last login and state; no button on one's own row; the history with the command line. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Lista de administradores' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('Marina Albuquerque (você)')).toBeVisible();
    await expect(within(table).getByText('Nunca')).toBeVisible();
    await expect(within(table).getByText('Convite pendente')).toBeVisible();
    await expect(within(table).getByText('Desativado')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Desativar Marina Albuquerque' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reativar Roberto Lima' })).toBeVisible();
    const history = canvas.getByRole('table', { name: 'Histórico de alterações da equipe' });
    await expect(within(history).getByText('Linha de comando (admin:create)')).toBeVisible();
    await expect(within(history).getAllByText('Convidou')).toHaveLength(2);
  },
};

/** The same on a 375 px phone: cards, nothing wider than the screen. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** 'Desativar' asks first; 'Cancelar' (focused first) changes nothing, the confirmation calls back. */
export const Deactivate: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar Carlos Eduardo Pereira' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Desativar Carlos Eduardo Pereira?' });
    await expect(dialog).toHaveTextContent('as sessões abertas terminam');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onSetActive).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Desativar Carlos Eduardo Pereira' }));
    const again = await body.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Desativar' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }), false);
  },
};

/** 'Reativar' asks too, in a neutral tone. */
export const Reactivate: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reativar Roberto Lima' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Reativar Roberto Lima?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reativar' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), true);
  },
};

/** A change on its way: that row's button is busy. */
export const ChangePending: Story = {
  args: { pendingMemberId: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Desativar Carlos Eduardo Pereira' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The invitation is checked before it goes: name and e-mail. */
export const InviteInvalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'colega@');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar convite' }));
    await expect(canvas.getByText('Informe o nome (pelo menos 2 letras).')).toBeVisible();
    await expect(canvas.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

/** A good invitation is sent with the keyboard alone, and the form empties once it was sent. */
export const Invite: Story = {
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('textbox', { name: /Nome/ });
    await userEvent.type(name, 'Paula Mendes');
    await userEvent.tab();
    await userEvent.keyboard('paula@empresa.com.br{Enter}');
    await expect(args.onInvite).toHaveBeenCalledWith({ name: 'Paula Mendes', email: 'paula@empresa.com.br' });
    await waitFor(() => expect(name).toHaveValue(''));
  },
};

/** Sent: the success message is announced. */
export const Invited: Story = {
  args: { notice: { tone: 'success', text: 'Convite enviado para paula@empresa.com.br.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Convite enviado para paula@empresa.com.br.');
  },
};

/** The server refused (an e-mail that already has an account; the last administrator): its message. */
export const Refused: Story = {
  args: {
    notice: { tone: 'danger', text: 'Não é possível desativar o último administrador ativo do portal.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('último administrador ativo');
  },
};

/** Sending: the button is busy. */
export const Inviting: Story = {
  args: { isInviting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enviar convite' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** A new company: only the administrator of `admin:create`, and one line of history. */
export const FirstAdministrator: Story = {
  args: {
    members: [{ ...staffMembers[0], last_login_at: null } as (typeof staffMembers)[number]],
    audit: staffAudit.slice(-1),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lista de administradores' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

/** No history yet: the empty line says so. */
export const EmptyHistory: Story = {
  args: { audit: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nenhuma alteração registrada ainda.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { members: null, audit: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando a equipe…');
  },
};

/** Loading failed: the message and 'Tentar novamente'. */
export const LoadError: Story = {
  args: { members: null, audit: [], errorMessage: 'Não foi possível carregar a equipe.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar a equipe.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Loading failed, on a phone. */
export const LoadErrorMobile: Story = { ...LoadError, globals: mobile };
