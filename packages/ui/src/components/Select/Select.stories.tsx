import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
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

/** Opens by mouse, picks an option, reports its value and shows it in the trigger. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Ano' });
    await expect(trigger).toHaveTextContent('Selecione');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: '2024' }));
    await expect(args.onChange).toHaveBeenCalledWith('2024');
    await expect(trigger).toHaveTextContent('2024');
  },
};

/** Keyboard only: Enter opens, arrows move, Enter picks; focus returns to the trigger. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Ano' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('2025'));
    await expect(trigger).toHaveFocus();
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
    await userEvent.click(canvas.getByRole('combobox', { name: 'Assunto' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Financeiro' }));
    await expect(canvas.getByText('Escolhido: Financeiro')).toBeVisible();
  },
};

/** Required with an error: red asterisk, aria-invalid and the message as description. */
export const WithError: Story = {
  args: { label: 'Assunto', isRequired: true, errorMessage: 'Campo de assunto obrigatório.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Assunto' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAccessibleDescription('Campo de assunto obrigatório.');
    await expectFieldWiring(trigger, { label: 'Assunto', error: 'Campo de assunto obrigatório.' });
  },
};

/** Disabled: cannot open. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '2025' },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Ano' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
