import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../../fixtures/enterprise-fixtures';
import { PhotoGallery } from './PhotoGallery';

const meta = {
  title: 'Enterprises/PhotoGallery',
  component: PhotoGallery,
  args: { images: samplePhotos(7), onRemove: fn() },
} satisfies Meta<typeof PhotoGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos per page; the pagination moves to the next three. */
export const Customer: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Fotos da obra' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /Remover imagem/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Página 2' }));
    await expect(canvas.getByRole('button', { name: 'Ampliar foto 4 de 7' })).toBeVisible();
    await expect(canvas.getByText('Mostrando 4 - 6 de 7 registros')).toBeVisible();
  },
};

/** Zoom by keyboard: Enter opens, arrows move, Esc closes and focus returns to the thumbnail. */
export const ZoomByKeyboard: Story = {
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('button', { name: 'Ampliar foto 1 de 7' });
    thumb.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1 de 7' });
    await expect(within(dialog).getByRole('button', { name: 'Foto anterior' })).toBeDisabled();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('dialog', { name: 'Foto 2 de 7' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(screen.getByRole('dialog', { name: 'Foto 1 de 7' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(thumb).toHaveFocus();
  },
};

/** Zoom by mouse: the next button and the close button. */
export const ZoomByMouse: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ampliar foto 3 de 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto 3 de 7' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Próxima foto' }));
    await expect(screen.getByRole('dialog', { name: 'Foto 4 de 7' })).toBeVisible();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Admin: 'Remover imagem' under each photo calls back with that photo. */
export const Admin: Story = {
  args: { canRemove: true },
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /Remover imagem/ });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onRemove).toHaveBeenCalledWith(args.images[1]);
  },
};

/** Admin, while a photo is being removed: its button is busy. */
export const Removing: Story = {
  args: { canRemove: true, removingId: samplePhotos(1)[0]?.id ?? null },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: /Remover imagem/ });
    await expect(first).toHaveAttribute('aria-busy', 'true');
  },
};

/** Only two photos: no pagination. */
export const FewPhotos: Story = {
  args: { images: samplePhotos(2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Phone: one photo per row. */
export const Mobile: Story = {
  args: { canRemove: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? 0,
    );
  },
};
