import { ERROR_CATALOGUE } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Access/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    hasValidToken: true,
    onSubmit: fn(),
    onNavigate: fn(),
    passwordRecoveryHref: '/password-recovery',
    loginHref: '/',
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement, name: string) =>
  root.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const rulesOf = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Sua nova senha precisa ter:' }));
const filled = { password: 'Nova#Senha1', confirmation: 'Nova#Senha1' };

/** Empty: every rule 'não atendido', the button disabled until all five hold. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    await expect(input(canvasElement, 'newPassword')).toHaveAccessibleName('Nova senha');
    const items = rulesOf(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(item).toHaveTextContent(/: não atendido$/);
    await expect(canvas.getByRole('button', { name: 'Redefinir senha' })).toBeDisabled();
  },
};

/** Empty on a phone. */
export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** The checklist follows each keystroke; all five hold → enabled → onSubmit gets the password. */
export const LiveChecklist: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const rules = rulesOf(canvasElement);
    const submit = canvas.getByRole('button', { name: 'Redefinir senha' });
    await userEvent.type(input(canvasElement, 'newPassword'), 'abc');
    await expect(rules.getByText('Pelo menos uma letra', { exact: false })).toHaveTextContent(': atendido');
    await expect(rules.getByText('Pelo menos um número', { exact: false })).toHaveTextContent(
      ': não atendido',
    );
    await userEvent.type(input(canvasElement, 'newPassword'), '12345#');
    await expect(rules.getByText('Pelo menos 8 caracteres', { exact: false })).toHaveTextContent(
      ': atendido',
    );
    await expect(submit).toBeDisabled();
    await userEvent.type(input(canvasElement, 'confirmation'), 'abc12345#');
    await expect(rules.getByText('As senhas coincidem', { exact: false })).toHaveTextContent(': atendido');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith('abc12345#');
  },
};

/** Filled (all rules met), on a phone; each field has its own toggle. */
export const FilledMobile: Story = {
  args: { initialValues: filled },
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Redefinir senha' })).toBeEnabled();
    const [first] = canvas.getAllByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(first as HTMLElement);
    await expect(input(canvasElement, 'newPassword')).toHaveAttribute('type', 'text');
    await expect(input(canvasElement, 'confirmation')).toHaveAttribute('type', 'password');
  },
};

/** While the request runs: 'Redefinindo...', busy and disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true, initialValues: filled },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Redefinindo...' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed reset without a server text: the catalogue's default. */
export const ServerErrorDefault: Story = {
  args: { errorMessage: '', initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao redefinir senha. Tente novamente.');
  },
};

/** A failed reset with the server's text. */
export const ServerError: Story = {
  args: { errorMessage: ERROR_CATALOGUE['INTERNAL-500'], initialValues: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE['INTERNAL-500']);
  },
};

/** No token, or an invalid/expired one: a clear message and the way to a new link. */
export const InvalidToken: Story = {
  args: { hasValidToken: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Link inválido ou expirado' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(ERROR_CATALOGUE['RESET-PASSWORD-400']);
    await expect(canvas.queryByRole('button', { name: 'Redefinir senha' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Solicitar novo link' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/password-recovery');
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o login' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/');
  },
};

/** Invalid token on a phone. */
export const InvalidTokenMobile: Story = { ...InvalidToken, globals: mobile };
