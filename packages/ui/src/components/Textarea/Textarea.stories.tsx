import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFieldWiring } from '../Field/expect-field-wiring';
import { Textarea } from './Textarea';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { label: 'Descrição', placeholder: 'Inserir mensagem', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value; the control is found by its label and shows the placeholder. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(input).toHaveAttribute('placeholder', 'Inserir mensagem');
    await userEvent.type(input, 'Olá');
    await expect(args.onChange).toHaveBeenLastCalledWith('Olá');
  },
};

/** Required with the spec's error: aria-invalid, message linked as description, red asterisk. */
export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Campo de mensagem obrigatório.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Campo de mensagem obrigatório.');
    await expectFieldWiring(input, { label: 'Descrição', error: 'Campo de mensagem obrigatório.' });
  },
};

/** With a hint and a character count that follows the typing (uncontrolled). */
export const WithCount: Story = {
  args: {
    label: 'Observações',
    placeholder: undefined,
    maxLength: 200,
    showCount: true,
    description: 'Opcional',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Observações' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(input, 'Pago no app');
    await expect(canvas.getByText('11/200')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Opcional 11/200');
  },
};

/** Disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Mensagem já enviada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Descrição' })).toBeDisabled();
  },
};

/** Controlled by a parent, with the count reading the parent's value. */
export const Controlled: Story = {
  render: function Render(args) {
    const [text, setText] = useState('Boa tarde!');
    return <Textarea {...args} value={text} onChange={setText} showCount />;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10 caracteres')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Descrição' }));
    await expect(canvas.getByText('0 caracteres')).toBeVisible();
  },
};
