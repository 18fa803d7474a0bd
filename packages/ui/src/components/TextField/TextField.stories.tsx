import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFieldWiring } from '../Field/expect-field-wiring';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: { type: { control: 'select', options: textFieldTypes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing reports each new value; the input is found by its label. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@demo.com.br');
    await expect(args.onChange).toHaveBeenLastCalledWith('ana@demo.com.br');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Required: red asterisk hidden from screen readers; the input itself is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** With a hint linked by aria-describedby. */
export const WithDescription: Story = {
  args: { label: 'CPF', type: 'text', inputMode: 'numeric', description: 'Somente números: 000.000.000-00' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(input).toHaveAccessibleDescription('Somente números: 000.000.000-00');
  },
};

/** Error: aria-invalid and the message (spec text) is the accessible description. */
export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Insira o email corretamente.', defaultValue: 'ana@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Insira o email corretamente.');
    await expectFieldWiring(input, { label: 'E-mail', error: 'Insira o email corretamente.' });
  },
};

/** Hint and error together: the error is read first, both ids point at their texts. */
export const WithDescriptionAndError: Story = {
  args: {
    label: 'CPF',
    type: 'text',
    description: 'Somente números: 000.000.000-00',
    errorMessage: 'CPF inválido.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await expectFieldWiring(input, {
      label: 'CPF',
      error: 'CPF inválido.',
      description: 'Somente números: 000.000.000-00',
    });
  },
};

/** Disabled.
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ana@demo.com.br' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};

/** Controlled by a parent, as screens use it: the error appears and disappears with the value. */
export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    const error = value && !value.includes('@') ? 'Insira o email corretamente.' : undefined;
    return <TextField {...args} value={value} onChange={setValue} errorMessage={error} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana');
    await expect(input).toHaveAccessibleDescription('Insira o email corretamente.');
    await userEvent.type(input, '@demo.com.br');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};
