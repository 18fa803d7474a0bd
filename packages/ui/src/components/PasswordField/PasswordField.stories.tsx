import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Layout/Stack';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', isRequired: true, onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle reveals and hides it again, by mouse and by keyboard. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAccessibleName('Senha');
    await userEvent.type(input, 'Cliente#2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('Cliente#2026');

    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(canvas.getByRole('textbox', { name: 'Senha' })).toHaveValue('Cliente#2026');

    const hide = canvas.getByRole('button', { name: 'Ocultar senha' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    hide.focus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** With the spec's error on the confirmation field. */
export const WithError: Story = {
  args: { label: 'Confirmar senha', errorMessage: 'As senhas não coincidem.', defaultValue: 'abc' },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As senhas não coincidem.');
  },
};

/** Two fields (sign-up): each toggle controls its own field only. */
export const PasswordAndConfirmation: Story = {
  render: (args) => (
    <Stack gap={5}>
      <PasswordField {...args} label="Senha" autoComplete="new-password" />
      <PasswordField {...args} label="Confirmar senha" autoComplete="new-password" />
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = canvasElement.querySelectorAll('input');
    const [firstToggle, secondToggle] = canvas.getAllByRole('button', { name: 'Mostrar senha' });
    await userEvent.click(secondToggle as HTMLElement);
    await expect(second).toHaveAttribute('type', 'text');
    await expect(first).toHaveAttribute('type', 'password');
    await userEvent.click(firstToggle as HTMLElement);
    await expect(first).toHaveAttribute('type', 'text');
    await expect(second).toHaveAttribute('type', 'text');
  },
};
