import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { samplePhotos } from '../../fixtures/enterprise-fixtures';
import type { GalleryImage } from './gallery-image';
import { PhotoGallery, type PhotoGalleryProps } from './PhotoGallery';

/** The gallery as the portal drives it: a confirmed removal takes the photo out of the list. */
function RemovingGallery(args: PhotoGalleryProps) {
  const [images, setImages] = useState(args.images);
  const remove = (image: GalleryImage) => {
    args.onRemove?.(image);
    setImages((current) => current.filter((item) => item.id !== image.id));
  };
  return <PhotoGallery {...args} images={images} onRemove={remove} />;
}

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
    // The whole window, so the photo can be as large as it fits.
    await expect(dialog.getBoundingClientRect()).toMatchObject({
      width: window.innerWidth,
      height: window.innerHeight,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Próxima foto' }));
    await expect(screen.getByRole('dialog', { name: 'Foto 4 de 7' })).toBeVisible();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar foto' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Each photo says the month and year it belongs to, newest first (product rule: photos). */
export const MonthOfEachPhoto: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Fotos da obra' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Março de 2026',
      'Março de 2026',
      'Fevereiro de 2026',
    ]);
  },
};

/** The photo's month also shows when it is enlarged. */
export const ZoomShowsTheMonth: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ampliar foto 3 de 7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foto 3 de 7' });
    await expect(within(dialog).getByText('Fevereiro de 2026')).toBeVisible();
  },
};

/**
 * "Ampliar" on a phone: the photo fills the width of the screen (never smaller than its thumbnail),
 * a swipe moves between photos, the close button is there, and the keyboard hint shows only where
 * there is a keyboard and a fine pointer (the touch hint elsewhere).
 */
export const ZoomOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const thumb = canvas.getByRole('button', { name: 'Ampliar foto 1 de 7' });
    const thumbWidth = thumb.getBoundingClientRect().width;
    await userEvent.click(thumb);
    const dialog = await screen.findByRole('dialog', { name: 'Foto 1 de 7' });
    const photo = within(dialog).getByRole('img', { name: 'Foto 1 de 7 da obra' });
    const photoWidth = photo.getBoundingClientRect().width;
    await expect(photoWidth).toBeGreaterThanOrEqual(thumbWidth);
    await expect(photoWidth).toBeGreaterThanOrEqual(window.innerWidth * 0.9);
    await expect(within(dialog).getByRole('button', { name: 'Fechar foto' })).toBeVisible();

    const swipe = (fromX: number, toX: number) => {
      const y = window.innerHeight / 2;
      const init = { bubbles: true, pointerType: 'touch', isPrimary: true, pointerId: 7, clientY: y };
      photo.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX }));
      photo.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (fromX + toX) / 2 }));
      photo.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX }));
    };
    swipe(300, 80);
    await expect(await screen.findByRole('dialog', { name: 'Foto 2 de 7' })).toBeVisible();
    swipe(80, 300);
    await expect(await screen.findByRole('dialog', { name: 'Foto 1 de 7' })).toBeVisible();

    const hasKeyboard = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
    const keyboardHint = within(dialog).getByText('Use as setas do teclado para navegar e Esc para fechar.');
    const touchHint = within(dialog).getByText('Deslize para o lado para ver as outras fotos.');
    await expect(keyboardHint.checkVisibility()).toBe(hasKeyboard);
    await expect(touchHint.checkVisibility()).toBe(!hasKeyboard);
  },
};

/**
 * Admin: 'Remover imagem' under each photo first asks 'Remover esta imagem?' (an alert dialog that
 * shows the photo and starts on 'Cancelar'); only 'Remover imagem' in the dialog calls back.
 */
export const Admin: Story = {
  args: { canRemove: true },
  play: async ({ args, canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: /Remover imagem/ });
    await expect(buttons).toHaveLength(3);
    await userEvent.click(buttons[1] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover esta imagem?' });
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover imagem' }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.images[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The confirmation left open (design review): the photo, the consequence, 'Cancelar' focused. */
export const RemoveConfirmation: Story = {
  args: { canRemove: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: /Remover imagem/ })[0] as HTMLElement);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remover esta imagem?' });
    await expect(dialog).toHaveAccessibleDescription(
      'A foto deixa de aparecer no andamento da obra para todos os clientes. Essa ação não pode ser desfeita.',
    );
    await expect(within(dialog).getByRole('img', { name: 'Foto 1 de 7 da obra' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** The confirmation on a phone: the photo fills the panel, 'Remover imagem' above 'Cancelar'. */
export const RemoveConfirmationMobile: Story = {
  ...RemoveConfirmation,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * Keyboard: Enter on 'Remover imagem' opens the question; Enter right away answers 'Cancelar' (the
 * focused, safe button), Esc also cancels, and focus goes back to the photo's remove button. Nothing
 * is removed.
 */
export const RemoveCancelledByKeyboard: Story = {
  args: { canRemove: true },
  play: async ({ args, canvas }) => {
    const remove = canvas.getAllByRole('button', { name: /Remover imagem/ })[2] as HTMLElement;
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    // Tab stays inside the dialog: Cancelar, Remover imagem, Fechar, then back to Cancelar.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Remover imagem' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(remove).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Confirmed by keyboard: the photo goes, and focus moves to the photo now in its place. */
export const RemoveConfirmedByKeyboard: Story = {
  args: { canRemove: true },
  render: (args) => <RemovingGallery {...args} />,
  play: async ({ args, canvas }) => {
    const remove = canvas.getAllByRole('button', { name: /Remover imagem/ })[1] as HTMLElement;
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(args.images[1]);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ampliar foto 2 de 6' })).toHaveFocus());
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
