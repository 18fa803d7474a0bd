import { ERROR_CATALOGUE } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginScreen } from './LoginScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Access/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    onSubmit: fn(),
    onNavigate: fn(),
    passwordRecoveryHref: '/password-recovery',
    signUpHref: '/sign-up',
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The password input (a password input has no role; its accessible name is checked where it matters). */
const passwordInput = (root: HTMLElement) => root.querySelector('input[name="password"]') as HTMLInputElement;

/** Empty form, desktop: fields, recovery link, 'Entrar' and 'Cadastrar'; links go through onNavigate. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Acesse sua conta' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    await expect(passwordInput(canvasElement)).toHaveAttribute('type', 'password');
    await expect(passwordInput(canvasElement)).toHaveAccessibleName('Senha');
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Esqueceu sua senha? Clique aqui' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/password-recovery');
    const signUp = canvas.getByRole('link', { name: 'Cadastrar' });
    await expect(signUp).toHaveAttribute('href', '/sign-up');
    await userEvent.click(signUp);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/sign-up');
  },
};

/** Empty form on a 375 px phone. */
export const EmptyMobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    const submit = canvas.getByRole('button', { name: 'Entrar' });
    await expect(submit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Filled: the password toggle shows it; Enter submits the trimmed e-mail and the password. */
export const Filled: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), '  ana@demo.com.br ');
    await userEvent.type(passwordInput(canvasElement), 'Cliente#2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    const shown = canvas.getByRole('textbox', { name: 'Senha' });
    await expect(shown).toHaveValue('Cliente#2026');
    await userEvent.type(shown, '{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'ana@demo.com.br', password: 'Cliente#2026' });
  },
};

/** Submitting empty shows each field's message and focuses the e-mail; a bad e-mail is named too. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAccessibleDescription('Campo de email vazio.');
    await expect(passwordInput(canvasElement)).toHaveAccessibleDescription('Campo de senha vazio.');
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ana@demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(email).toHaveAccessibleDescription('Insira o email corretamente.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Validation errors on a phone. */
export const ValidationErrorsMobile: Story = { ...ValidationErrors, globals: mobile };

/** While the request runs: 'Entrar' is busy and ignores presses. */
export const Submitting: Story = {
  args: { isSubmitting: true, defaultEmail: 'ana@demo.com.br' },
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Entrar' });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(submit).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Wrong e-mail or password: the spec's alert, announced at once. */
export const InvalidCredentials: Story = {
  args: { errorMessage: ERROR_CATALOGUE['LOGIN-401'], defaultEmail: 'ana@demo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Credenciais inválidas. Tente novamente.');
  },
};

/** Invalid credentials on a phone. */
export const InvalidCredentialsMobile: Story = { ...InvalidCredentials, globals: mobile };

/** A pending account: the server's message replaces 'Credenciais inválidas' (product rule §3). */
export const PendingAccount: Story = {
  args: { errorMessage: ERROR_CATALOGUE['LOGIN-403'], defaultEmail: 'bruno@demo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE['LOGIN-403']);
  },
};

/** Any other server text is shown as sent (here: too many attempts). */
export const ServerError: Story = {
  args: { errorMessage: ERROR_CATALOGUE['RATE-LIMIT-429'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE['RATE-LIMIT-429']);
  },
};

/** Opened from the activation e-mail (`/?activated=1`): a success notice. */
export const Activated: Story = {
  args: { activation: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Conta ativada com sucesso! Entre com seu e-mail e senha.',
    );
  },
};

/** Activated notice on a phone. */
export const ActivatedMobile: Story = { ...Activated, globals: mobile };

/** A bad or expired activation link (`/?activated=0`). */
export const ActivationFailed: Story = {
  args: { activation: 'failure' },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status');
    await expect(notice).toHaveTextContent(ERROR_CATALOGUE['ACTIVATION-400']);
    await expect(within(notice).queryByRole('alert')).toBeNull();
  },
};
