import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { expectFieldWiring } from '../Field/expect-field-wiring';
import { Select } from './Select';

const years = ['2026', '2025', '2024', '2023'].map((year) => ({ value: year, label: year }));

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { label: 'Ano', options: years, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A native select: shows the placeholder, picks an option, reports its value and shows it. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Ano' });
    await expect(select).toHaveDisplayValue('Selecione');
    await expect(select).toHaveAttribute('data-placeholder');
    await userEvent.selectOptions(select, '2024');
    await expect(args.onChange).toHaveBeenCalledWith('2024');
    await expect(select).toHaveDisplayValue('2024');
    await expect(select).not.toHaveAttribute('data-placeholder');
  },
};

/** Keyboard only: the select is a tab stop and arrow keys change the value (the platform's behaviour). */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Ano' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // The placeholder option is disabled: it can be shown but not picked again.
    await expect(canvas.getByRole('option', { name: 'Selecione' })).toBeDisabled();
    await userEvent.selectOptions(select, '2025');
    await expect(args.onChange).toHaveBeenCalledWith('2025');
    await expect(select).toHaveFocus();
  },
};

/** Controlled by a parent, with a custom placeholder (the ticket subject select). */
export const Controlled: Story = {
  args: {
    label: 'Assunto',
    placeholder: 'Selecione o assunto',
    options: [
      { value: 'Engenharia', label: 'Engenharia' },
      { value: 'Financeiro', label: 'Financeiro' },
    ],
  },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <div>
        <Select {...args} value={value} onChange={setValue} />
        <p>{`Escolhido: ${value || 'nada'}`}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Assunto' });
    await expect(select).toHaveDisplayValue('Selecione o assunto');
    await userEvent.selectOptions(select, 'Financeiro');
    await expect(canvas.getByText('Escolhido: Financeiro')).toBeVisible();
    await expect(select).toHaveValue('Financeiro');
  },
};

/** Required with an error: red asterisk, aria-invalid and the message as description. */
export const WithError: Story = {
  args: { label: 'Assunto', isRequired: true, errorMessage: 'Campo de assunto obrigatório.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Assunto' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toBeRequired();
    await expect(select).toHaveAccessibleDescription('Campo de assunto obrigatório.');
    await expectFieldWiring(select, { label: 'Assunto', error: 'Campo de assunto obrigatório.' });
  },
};

/** Disabled: shows its value, cannot change. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2025' },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Ano' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('2025');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
