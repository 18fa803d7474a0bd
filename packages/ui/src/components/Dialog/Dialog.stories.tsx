import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps, dialogSizes, dialogTones } from './Dialog';

/** Opens the dialog from a button, as screens do, and reports every open-state change. */
function WithOpener(args: DialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  const change = (open: boolean) => {
    setOpen(open);
    args.onOpenChange(open);
  };
  return (
    <>
      <Button onPress={() => change(true)}>Abrir diálogo</Button>
      <Dialog {...args} isOpen={isOpen} onOpenChange={change} />
    </>
  );
}

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Enviar comprovante de pagamento',
    description: 'Anexe o comprovante em PDF e, se quiser, deixe uma observação.',
    size: 'md',
    tone: 'neutral',
    children: <p>Arquivo de comprovante: nenhum arquivo selecionado.</p>,
    actions: <Button>Enviar</Button>,
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    tone: { control: 'inline-radio', options: dialogTones },
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** A press on the dimmed backdrop, in the top left corner outside the centred panel. */
const pressBackdrop = (dialog: HTMLElement) =>
  userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords: { clientX: 2, clientY: 2 } });

const pageOverflow = () => getComputedStyle(document.documentElement).overflow;

/** Opens from a button; named by its title and description; Esc closes and focus returns to the opener. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Enviar comprovante de pagamento',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'Anexe o comprovante em PDF e, se quiser, deixe uma observação.',
    );
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // A native modal <dialog>: focus starts inside and the page behind does not scroll.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await expect(pageOverflow()).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(pageOverflow()).not.toBe('hidden');
  },
};

/** A click on the backdrop closes it and gives focus back to the opener; a click on the panel does not. */
export const BackdropClick: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Abrir diálogo' });
    await userEvent.click(opener);
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByText(/nenhum arquivo selecionado/));
    await expect(dialog).toBeVisible();
    await pressBackdrop(dialog);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Focus stays inside (the page behind is inert): Tab and Shift+Tab move between its controls; the close icon has a name. */
export const FocusTrap: Story = {
  args: { isOpen: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    send.focus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(send).toHaveFocus();
    const { width, height } = close.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(44);
  },
};

/** The close icon closes it. */
export const CloseButton: Story = {
  args: { isOpen: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** Success tone with a question and two answers (the ticket success modal's shape). */
export const SuccessWithActions: Story = {
  args: {
    isOpen: true,
    size: 'sm',
    tone: 'success',
    title: 'Mensagem enviada com sucesso!',
    description: 'Deseja enviar outro ticket?',
    children: undefined,
    actions: (
      <>
        <Button variant="secondary">Não</Button>
        <Button>Sim</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Mensagem enviada com sucesso!' });
    await expect(within(dialog).getByRole('button', { name: 'Sim' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Não' })).toBeVisible();
  },
};

/** Not dismissable: Esc and the backdrop do nothing, there is no close icon; only the action closes it. */
export const NotDismissable: Story = {
  args: {
    isOpen: true,
    size: 'sm',
    tone: 'info',
    isDismissable: false,
    title: 'Confirme para continuar',
    description: 'Este aviso só fecha pelo botão OK.',
    children: undefined,
    actions: <Button>OK</Button>,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Confirme para continuar' });
    await expect(within(dialog).queryByRole('button', { name: 'Fechar' })).toBeNull();
    // Twice: Chromium closes a <dialog> itself on a second Esc without a click in between.
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await pressBackdrop(dialog);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Without a description (the dialog is still named by its title). */
export const TitleOnly: Story = {
  args: { isOpen: true, size: 'lg', description: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Enviar comprovante de pagamento',
    });
    await expect(dialog).not.toHaveAttribute('aria-describedby');
  },
};

/** On a 375 px phone the panel fills the width minus a margin and the actions stack. */
export const Mobile: Story = {
  args: { isOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
