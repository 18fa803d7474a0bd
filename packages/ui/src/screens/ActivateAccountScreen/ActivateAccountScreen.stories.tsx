import { ERROR_CATALOGUE } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActivateAccountScreen } from './ActivateAccountScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Access/ActivateAccountScreen',
  component: ActivateAccountScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: { onSubmit: fn(), onNavigate: fn(), loginHref: '/' },
} satisfies Meta<typeof ActivateAccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement, name: string) =>
  root.querySelector(`input[name="${name}"]`) as HTMLInputElement;

/** Idle: the sign-up password, the 'Não fui eu…' switch off, 'Ativar conta'. */
export const Idle: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ativar sua conta' })).toBeVisible();
    await expect(input(canvasElement, 'password')).toHaveAccessibleName(/Senha do cadastro/);
    await expect(canvas.getByRole('switch', { name: /Não fui eu que cadastrei/ })).not.toBeChecked();
    await expect(input(canvasElement, 'newPassword')).toBeNull();
    // Sent empty: the field says so and nothing is sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Ativar conta' }));
    await expect(canvas.getByText('Campo de senha vazio.')).toBeVisible();
    await expect(input(canvasElement, 'password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Idle on a phone. */
export const IdleMobile: Story = { ...Idle, globals: mobile };

/** The sign-up password typed and sent: onSubmit gets `{ password }`. */
export const SubmitsSignUpPassword: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(input(canvasElement, 'password'), 'Senha#2026');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'Senha#2026' });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** 'Não fui eu…': new password + confirmation with the live checklist; enabled once all five hold. */
export const ChoosesNewPassword: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /Não fui eu que cadastrei/ }));
    await expect(input(canvasElement, 'password')).toBeNull();
    const rules = within(canvas.getByRole('list', { name: 'Sua nova senha precisa ter:' }));
    const submit = canvas.getByRole('button', { name: 'Ativar conta' });
    await expect(submit).toBeDisabled();
    await userEvent.type(input(canvasElement, 'newPassword'), 'Nova#Senha1');
    await expect(rules.getByText('Pelo menos 8 caracteres', { exact: false })).toHaveTextContent(
      ': atendido',
    );
    await expect(submit).toBeDisabled();
    await userEvent.type(input(canvasElement, 'confirmation'), 'Nova#Senha1');
    await expect(rules.getByText('As senhas coincidem', { exact: false })).toHaveTextContent(': atendido');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({ newPassword: 'Nova#Senha1' });
  },
};

/** The new-password form on a phone (fields stacked). */
export const NewPasswordMobile: Story = {
  args: { initialValues: { chooseNew: true, newPassword: 'Nova#Senha1', confirmation: 'Nova#Senha' } },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: /Não fui eu que cadastrei/ })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Ativar conta' })).toBeDisabled();
  },
};

/** While the request runs: 'Ativando...', busy and disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true, initialValues: { password: 'Senha#2026' } },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Ativando...' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** A wrong sign-up password: the server's text above the form, the form still there to try again. */
export const WrongPassword: Story = {
  args: { errorMessage: ERROR_CATALOGUE['ACTIVATION-PASSWORD-400'], initialValues: { password: 'errada' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE['ACTIVATION-PASSWORD-400']);
    await expect(input(canvasElement, 'password')).toHaveValue('errada');
    await expect(canvas.getByRole('button', { name: 'Ativar conta' })).toBeEnabled();
  },
};

/** Wrong password on a phone. */
export const WrongPasswordMobile: Story = { ...WrongPassword, globals: mobile };

/** A used or expired link (410): the server's text and the way to the login page, no form. */
export const ExpiredLink: Story = {
  args: { invalidLinkMessage: ERROR_CATALOGUE['ACTIVATION-410'] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Link de ativação inválido' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(ERROR_CATALOGUE['ACTIVATION-410']);
    await expect(canvas.queryByRole('button', { name: 'Ativar conta' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Ir para o login' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/');
  },
};

/** An unknown link (400, or no token at all) on a phone. */
export const InvalidLinkMobile: Story = {
  args: { invalidLinkMessage: ERROR_CATALOGUE['ACTIVATION-400'] },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ERROR_CATALOGUE['ACTIVATION-400']);
  },
};
