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

/** A list that fits one page: its count, and no page buttons at all. */
export const SinglePage: Story = {
  args: { total: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 1 - 5 de 5 registros')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByText(/^Página 1 de/)).toBeNull();
  },
};

/** Empty list: the count only. */
export const Empty: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mostrando 0 - 0 de 0 registros')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** A few pages (three): every page has its button, no ellipsis; 'Página 2 de 3' says where one is. */
export const FewPages: Story = {
  args: { page: 2, total: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Página \d+$/ })).toHaveLength(3);
    await expect(canvasElement.querySelector('li[data-gap]')).toBeNull();
  },
};

/** The last page: next and last disabled, the range ends at the total. */
export const LastPage: Story = {
  args: { page: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Página 30 de 30')).toBeVisible();
    await expect(canvas.getByText('Mostrando 233 - 240 de 240 registros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página 30' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Última página' })).toBeDisabled();
  },
};

const visibleTexts = (buttons: HTMLElement[]) => buttons.map((button) => button.textContent);

/**
 * Phone (375 px), page 5 of 20: previous, 1 … 4 5 6 … 20, next — one row of 44 px targets; first and
 * last give way to the pages 1 and 20.
 */
export const ManyPagesMobile: Story = {
  render: Navigation.render,
  args: { page: 5, total: 160 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Página 5 de 20')).toBeVisible();
    const pages = () => canvas.getAllByRole('button', { name: /^Página \d+$/ });
    await expect(visibleTexts(pages())).toEqual(['1', '4', '5', '6', '20']);
    // The ellipses: before 4 and before 20 (drawn by CSS, with empty alternative text).
    const gapsBefore = Array.from(canvasElement.querySelectorAll('li[data-gap]'))
      .filter((item) => getComputedStyle(item, '::before').content.startsWith('"…"'))
      .map((item) => item.textContent);
    await expect(gapsBefore).toEqual(['4', '20']);
    await expect(canvas.queryByRole('button', { name: 'Primeira página' })).toBeNull();
    const previous = canvas.getByRole('button', { name: 'Página anterior' });
    const next = canvas.getByRole('button', { name: 'Próxima página' });
    await expect(next.getBoundingClientRect().top).toBe(previous.getBoundingClientRect().top);
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: 'Página 20' }));
    await expect(visibleTexts(pages())).toEqual(['1', '19', '20']);
    await expect(canvas.getByText('Página 20 de 20')).toBeVisible();
  },
};

/** Phone (360 px), page 5: the same row still fits the smallest phone we design for. */
export const Mobile: Story = {
  args: { page: 5 },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Próxima página' });
    const previous = canvas.getByRole('button', { name: 'Página anterior' });
    await expect(next.getBoundingClientRect().top).toBe(previous.getBoundingClientRect().top);
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** A list of 8 rows above the pagination, in a frame shorter than the list (the page's scroll). */
function ListWithPagination(args: Story['args'] & { total: number }) {
  const [page, setPage] = useState(1);
  const records = Array.from({ length: 8 }, (_, index) => (page - 1) * 8 + index + 1);
  return (
    <div>
      {/* Not focusable by itself: the pagination makes it a focus target (tabindex -1) when needed. */}
      <section aria-label="Registros">
        <ul>
          {records.map((record) => (
            <li key={record} style={{ height: 120 }}>{`Registro ${record}`}</li>
          ))}
        </ul>
      </section>
      <Pagination page={page} total={args.total} onPageChange={setPage} />
    </div>
  );
}

/**
 * A page change brings the top of the list back into view; from the keyboard, focus moves to the list
 * (the next Tab walks the new rows); from a mouse, focus stays on the button pressed.
 */
export const ChangeShowsListTop: Story = {
  render: (args) => <ListWithPagination {...args} total={args.total} />,
  args: { total: 40 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('region', { name: 'Registros' });
    const next = canvas.getByRole('button', { name: 'Próxima página' });
    next.scrollIntoView();
    await expect(list.getBoundingClientRect().top).toBeLessThan(0);
    await userEvent.click(next);
    await expect(canvas.getByText('Registro 9')).toBeVisible();
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(next).toHaveFocus();
    canvas.getByRole('button', { name: 'Próxima página' }).scrollIntoView();
    canvas.getByRole('button', { name: 'Próxima página' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Página 3 de 5')).toBeVisible();
    await expect(list).toHaveFocus();
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
  },
};
