import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { DocumentField, type DocumentFieldProps, documentKinds } from './DocumentField';

const meta = {
  title: 'Components/DocumentField',
  component: DocumentField,
  args: { kind: 'cpf', isRequired: true, onChange: fn() },
  argTypes: { kind: { control: 'inline-radio', options: documentKinds } },
} satisfies Meta<typeof DocumentField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** CPF: letters and extra digits are dropped, the mask appears as you type, numeric keypad. */
export const Cpf: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('maxlength', '14');
    await userEvent.type(input, '123a45678909999');
    await expect(input).toHaveValue('123.456.789-09');
    await expect(args.onChange).toHaveBeenLastCalledWith('123.456.789-09');
  },
};

/** CNPJ: masked as 00.000.000/0000-00, at most 18 characters. */
export const Cnpj: Story = {
  args: { kind: 'cnpj' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAttribute('maxlength', '18');
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

/** Pasting a masked or unmasked number gives the same masked value. */
export const Paste: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    input.focus();
    await userEvent.paste('98765432100');
    await expect(input).toHaveValue('987.654.321-00');
  },
};

/** With the spec's error message on the field. */
export const WithError: Story = {
  args: { defaultValue: '123.456', errorMessage: 'O CPF deve ter pelo menos 11 números.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('O CPF deve ter pelo menos 11 números.');
  },
};

/** Controlled by a parent that keeps the masked text. */
export const Controlled: Story = {
  render: function Render(args: DocumentFieldProps) {
    const [value, setValue] = useState('');
    return <DocumentField {...args} value={value} onChange={setValue} />;
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.type(input, '12345');
    await expect(input).toHaveValue('123.45');
    await userEvent.type(input, '{Backspace}{Backspace}');
    await expect(input).toHaveValue('123');
  },
};
