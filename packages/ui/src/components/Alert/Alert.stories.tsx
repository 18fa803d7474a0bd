import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout/Stack';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'Credenciais inválidas. Tente novamente.' },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An error is announced at once (role alert). */
export const Danger: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Credenciais inválidas. Tente novamente.');
  },
};

/** Success with a title is announced politely (role status). */
export const SuccessWithTitle: Story = {
  args: {
    tone: 'success',
    title: 'Pronto!',
    children: 'Conta ativada com sucesso! Entre com seu e-mail e senha.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Pronto!');
  },
};

/** Every tone, for a visual check. */
export const AllTones: Story = {
  render: (args) => (
    <Stack gap={3}>
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone}>{`Mensagem de exemplo (${tone}).`}</Alert>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(alertTones.length - 1);
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};
