import { ERROR_CATALOGUE } from '@portal/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion } from '../../components/Toast/ToastRegion';
import { useToast } from '../../components/Toast/toast-context';
import { SignUpScreen, type SignUpScreenProps } from './SignUpScreen';

const mobile = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

const meta = {
  title: 'Screens/Access/SignUpScreen',
  component: SignUpScreen,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: { onSubmit: fn(), onDone: fn(), onNavigate: fn(), loginHref: '/' },
} satisfies Meta<typeof SignUpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const input = (root: HTMLElement, name: string) =>
  root.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const page = (element: HTMLElement) => within(element.ownerDocument.body);
const rulesOf = (root: HTMLElement) =>
  within(within(root).getByRole('list', { name: 'Sua senha precisa ter:' }));

/** Empty form: person type, e-mail, CPF, both passwords, 'Cadastrar', 'Já possui conta?'; no 'Lembrar login'. */
export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Crie seu acesso' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Pessoa física' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAttribute('maxlength', '14');
    await expect(input(canvasElement, 'password')).toHaveAccessibleName('Senha');
    await expect(input(canvasElement, 'passwordConfirmation')).toHaveAccessibleName('Confirmar senha');
    // Signing up does not sign in (the account waits for its activation): nothing to remember.
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByText('Lembrar login')).toBeNull();
    // The reset page's checklist, every rule unmet before anything is typed.
    const items = rulesOf(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    for (const item of items) await expect(item).toHaveTextContent(/: não atendido$/);
    await userEvent.click(canvas.getByRole('link', { name: 'Já possui conta?' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

/** Empty form on a phone: passwords stack. */
export const EmptyMobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const first = input(canvasElement, 'password').getBoundingClientRect();
    const second = input(canvasElement, 'passwordConfirmation').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
  },
};

/** Submitting empty: each field shows its exact message; focus goes to the e-mail. */
export const ValidationErrors: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    const email = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAccessibleDescription('Campo de email vazio.');
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      'Campo de CPF vazio.',
    );
    await expect(input(canvasElement, 'password')).toHaveAccessibleDescription('Campo de senha vazio.');
    await expect(input(canvasElement, 'passwordConfirmation')).toHaveAccessibleDescription(
      'Por favor, confirme sua senha.',
    );
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The red asterisk marks every required label (hidden from screen readers, which hear "required").
    await expect(canvasElement.querySelectorAll('label [aria-hidden="true"]').length).toBeGreaterThanOrEqual(
      4,
    );
  },
};

/** Validation errors on a phone. */
export const ValidationErrorsMobile: Story = { ...ValidationErrors, globals: mobile };

/** Wrong shapes: bad e-mail, short CPF, passwords that differ. */
export const InvalidValues: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'bruno@demo');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '98765');
    await userEvent.type(input(canvasElement, 'password'), 'Senha#2026');
    await userEvent.type(input(canvasElement, 'passwordConfirmation'), 'Senha#2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Insira o email corretamente.',
    );
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      'O CPF deve ter pelo menos 11 números.',
    );
    await expect(input(canvasElement, 'passwordConfirmation')).toHaveAccessibleDescription(
      'As senhas não coincidem.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The checklist follows each keystroke; a password that misses a rule is refused on submit. */
export const WeakPassword: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'bruno@demo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '98765432100');
    await userEvent.type(input(canvasElement, 'password'), 'bruno2026');
    await userEvent.type(input(canvasElement, 'passwordConfirmation'), 'bruno2026');
    const rules = rulesOf(canvasElement);
    await expect(rules.getByText('Pelo menos uma letra', { exact: false })).toHaveTextContent(': atendido');
    await expect(rules.getByText('Pelo menos um número', { exact: false })).toHaveTextContent(': atendido');
    await expect(rules.getByText('Pelo menos um caractere especial', { exact: false })).toHaveTextContent(
      ': não atendido',
    );
    await expect(rules.getByText('Pelo menos 8 caracteres', { exact: false })).toHaveTextContent(
      ': atendido',
    );
    await expect(rules.getByText('As senhas coincidem', { exact: false })).toHaveTextContent(': atendido');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(input(canvasElement, 'password')).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 8 caracteres, com uma letra, um número e um caractere especial.',
    );
    await expect(input(canvasElement, 'password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // One more character and every rule holds.
    await userEvent.type(input(canvasElement, 'password'), '#');
    await userEvent.type(input(canvasElement, 'passwordConfirmation'), '#');
    for (const item of rules.getAllByRole('listitem')) await expect(item).toHaveTextContent(/: atendido$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cnpj: '',
      cpf: '98765432100',
      email: 'bruno@demo.com.br',
      password: 'bruno2026#',
    });
  },
};

/** The checklist on a phone. */
export const WeakPasswordMobile: Story = { ...WeakPassword, globals: mobile };

/** Company: the CNPJ field, its empty and too-short messages; switching clears both documents. */
export const CompanyDocument: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '98765432100');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pessoa jurídica' }));
    const cnpj = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(cnpj).toHaveValue('');
    await expect(cnpj).toHaveAttribute('maxlength', '18');
    await expect(canvas.queryByRole('textbox', { name: 'CPF' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(cnpj).toHaveAccessibleDescription('Campo de CNPJ vazio.');
    await userEvent.type(cnpj, '11222333');
    await expect(cnpj).toHaveValue('11.222.333');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(cnpj).toHaveAccessibleDescription('O CNPJ deve ter pelo menos 14 números.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Pessoa física' }));
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveValue('');
  },
};

/** Filled and sent: the payload has digits only and an empty other document; toggles are independent. */
export const Filled: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'bruno@demo.com.br');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CPF' }), '98765432100');
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveValue('987.654.321-00');
    await userEvent.type(input(canvasElement, 'password'), 'Senha#2026');
    await userEvent.type(input(canvasElement, 'passwordConfirmation'), 'Senha#2026');
    const [, confirmationToggle] = canvas.getAllByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(confirmationToggle as HTMLElement);
    await expect(input(canvasElement, 'passwordConfirmation')).toHaveAttribute('type', 'text');
    await expect(input(canvasElement, 'password')).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      cnpj: '',
      cpf: '98765432100',
      email: 'bruno@demo.com.br',
      password: 'Senha#2026',
    });
  },
};

/** While the request runs: spinner, busy and disabled. */
export const Submitting: Story = {
  args: {
    isSubmitting: true,
    initialValues: {
      email: 'bruno@demo.com.br',
      cpf: '987.654.321-00',
      password: 'Senha#2026',
      passwordConfirmation: 'Senha#2026',
    },
  },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Cadastrar' });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused (e-mail and document not in the base). */
export const ServerError: Story = {
  args: { errorMessage: ERROR_CATALOGUE['SIGN-UP-400'], initialValues: { email: 'bruno@demo.com.br' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Email e CPF/CNPJ devem coincidir com a base de dados.',
    );
  },
};

/** After success: the activation dialog names the sender; OK closes it and calls onDone. */
export const ActivationModal: Story = {
  args: { isActivationOpen: true, senderEmail: 'nao-responda@alicerce.example.com.br' },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cadastro realizado' });
    await expect(dialog).toHaveTextContent('nao-responda@alicerce.example.com.br');
    await expect(dialog).toHaveAccessibleDescription(/primeiro login.*ativação/);
    // The dialog's answer gets focus first (the close icon comes last in the tab order).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};

/** The activation dialog on a phone. */
export const ActivationModalMobile: Story = {
  args: { isActivationOpen: true },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cadastro realizado' });
    await expect(dialog).toHaveTextContent('nao-responda@alicerce.example.com.br');
  },
};

/** How the portal wires it: success toast for 2 s, then the activation dialog. */
function SuccessFlow(args: SignUpScreenProps) {
  const toast = useToast();
  const [isOpen, setOpen] = useState(false);
  return (
    <SignUpScreen
      {...args}
      isActivationOpen={isOpen}
      onSubmit={(payload) => {
        args.onSubmit(payload);
        toast.success(ERROR_CATALOGUE['SIGN-UP-200'], { duration: 'short' });
        setOpen(true);
      }}
      onDone={() => {
        setOpen(false);
        args.onDone();
      }}
    />
  );
}

/** The whole success path: valid form, toast 'Usuário criado com sucesso.', dialog, OK. */
export const SuccessFlowWithToast: Story = {
  args: {
    initialValues: {
      email: 'bruno@demo.com.br',
      cpf: '987.654.321-00',
      password: 'Senha#2026',
      passwordConfirmation: 'Senha#2026',
    },
  },
  render: (args) => (
    <ToastRegion>
      <SuccessFlow {...args} />
    </ToastRegion>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
    // The toasts are drawn in the top layer, inside the activation dialog once it opens (everything
    // outside a modal dialog is inert), so outside the story's canvas: look for them in the page.
    const toasts = await page(canvasElement).findByRole('region', { name: 'Notificações (F8)' });
    await expect(await within(toasts).findByText('Usuário criado com sucesso.')).toBeVisible();
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cadastro realizado' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDone).toHaveBeenCalledOnce();
  },
};
