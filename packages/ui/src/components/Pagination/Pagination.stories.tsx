import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, total: 240, pageSize: 8, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Stateful: next, last, previous and first move the window and the range text. */
export const Navigation: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Pagination
        {...args}
        page={page}
        onPageChange={(next) => {
          args.onPageChange(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Mostrando 1 - 8 de 240 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Primeira página' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Mostrando 9 - 16 de 240 registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(canvas.getByText('Mostrando 233 - 240 de 240 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 30' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await expect(canvas.getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(6);
    await userEvent.click(canvas.getByRole('button', { name: 'Página anterior' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(29);
    await userEvent.click(canvas.getByRole('button', { name: 'Primeira página' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

/** A list that fits one page: every arrow disabled. */
export const SinglePage: Story = {
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 1 - 5 de 5 registros')).toBeVisible();
    for (const name of ['Primeira página', 'Página anterior', 'Próxima página', 'Última página']) {
      await expect(canvas.getByRole('button', { name })).toBeDisabled();
    }
  },
};

/** Empty list. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 0 - 0 de 0 registros')).toBeVisible();
  },
};

/** Phone: only the neighbours of the current page, all buttons on one row of 44 px targets. */
export const Mobile: Story = {
  args: { page: 5 },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Próxima página' });
    const first = canvas.getByRole('button', { name: 'Primeira página' });
    await expect(next.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
