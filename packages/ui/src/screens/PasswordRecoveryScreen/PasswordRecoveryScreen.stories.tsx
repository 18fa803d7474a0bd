import { ERROR_CATALOGUE } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordRecoveryScreen } from './PasswordRecoveryScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Access/PasswordRecoveryScreen',
  component: PasswordRecoveryScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: { onSubmit: fn(), onNavigate: fn(), loginHref: '/' },
} satisfies Meta<typeof PasswordRecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the e-mail field, 'Enviar link de recuperação' and 'Voltar para o login'. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar link de recuperação' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para o login' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** Empty on a phone. */
export const EmptyMobile: Story = { ...Empty, globals: mobile };

/** Filled and sent with Enter: onSubmit gets the trimmed e-mail. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), ' ana@demo.com.br {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana@demo.com.br');
  },
};

/** Submitting empty, then a malformed address: the field's messages, nothing sent. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Enviar link de recuperação' });
    await userEvent.click(submit);
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAccessibleDescription('Campo de email vazio.');
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'ana.demo.com.br');
    await userEvent.click(submit);
    await expect(email).toHaveAccessibleDescription('Insira o email corretamente.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While sending: 'Enviando...', busy and disabled. */
export const Submitting: Story = {
  args: { isSubmitting: true, defaultEmail: 'ana@demo.com.br' },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Enviando...' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent: 'Email enviado com sucesso!' announced politely. */
export const Success: Story = {
  args: { result: 'success', defaultEmail: 'ana@demo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Email enviado com sucesso!');
  },
};

/** Sent, on a phone. */
export const SuccessMobile: Story = { ...Success, globals: mobile };

/** Failure without a server text: the catalogue's default. */
export const ErrorDefault: Story = {
  args: { result: 'error', defaultEmail: 'ana@demo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erro ao enviar link de redefinição de senha.');
  },
};

/** Failure with the server's own text. */
export const ServerError: Story = {
  args: { result: 'error', errorMessage: ERROR_CATALOGUE['RATE-LIMIT-429'], defaultEmail: 'ana@demo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ERROR_CATALOGUE['RATE-LIMIT-429']);
  },
};
