import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: { placeholder: 'Nome do empreendimento', onSearch: fn(), onChange: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing alone does not search; Enter applies the query. */
export const AppliesOnEnter: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    // The <search> landmark (testing-library does not map the element to its role yet).
    await expect(canvasElement.querySelector('search form')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Nome do empreendimento' });
    await userEvent.type(input, 'Jardim');
    await expect(args.onChange).toHaveBeenLastCalledWith('Jardim');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Jardim');
  },
};

/** The search icon button applies the query too, and has a name and a 44 px target. */
export const AppliesOnButton: Story = {
  args: { defaultValue: 'Vista Mar' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pesquisar' });
    await userEvent.click(button);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('Vista Mar');
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Clearing the text and pressing Enter sends '' (the screen restores the full list). */
export const ClearRestores: Story = {
  args: { defaultValue: 'Torre' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox');
    await userEvent.clear(input);
    await userEvent.type(input, '{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};

/** An explicit label when the placeholder is not a good name. */
export const WithLabel: Story = {
  args: { label: 'Buscar clientes', placeholder: 'Nome' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Buscar clientes' })).toBeVisible();
  },
};
