import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectFieldWiring } from './expect-field-wiring';
import { Field } from './Field';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  // A bare native input stands for any control: the field only hands it ids and aria attributes.
  args: { label: 'Nome completo', children: (control) => <input {...control.props} /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quiet field: the label names the control; no aria-describedby, no aria-invalid. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expectFieldWiring(input, { label: 'Nome completo' });
  },
};

/** Required: the red asterisk, hidden from screen readers. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A hint under the control, linked by aria-describedby. */
export const WithDescription: Story = {
  args: { description: 'Como está no seu documento.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expectFieldWiring(input, { label: 'Nome completo', description: 'Como está no seu documento.' });
  },
};

/** Error and hint together: aria-invalid, and the error is read before the hint. */
export const WithErrorAndDescription: Story = {
  args: { description: 'Como está no seu documento.', errorMessage: 'Campo de nome obrigatório.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expectFieldWiring(input, {
      label: 'Nome completo',
      error: 'Campo de nome obrigatório.',
      description: 'Como está no seu documento.',
    });
  },
};

/** A counter at the end of the messages row (the textarea's), linked as well. */
export const WithCounter: Story = {
  args: { counter: '0/200', errorMessage: 'Campo de nome obrigatório.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveAccessibleDescription('Campo de nome obrigatório. 0/200');
  },
};

/** A given id names the control, and the message ids derive from it. */
export const GivenId: Story = {
  args: { id: 'customer-name', errorMessage: 'Campo de nome obrigatório.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveAttribute('id', 'customer-name');
    await expect(input).toHaveAttribute('aria-describedby', 'customer-name-error');
  },
};
