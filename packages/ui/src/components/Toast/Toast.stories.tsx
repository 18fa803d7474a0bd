import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Inline } from '../Layout/Inline';
import { ToastRegion } from './ToastRegion';
import { type ToastOptions, toastTones, useToast } from './toast-context';

/** Buttons that raise each kind of toast, as screens do after a request. */
function Triggers({ options }: { options: ToastOptions[] }) {
  const toast = useToast();
  return (
    <Inline gap={3}>
      {options.map((option) => (
        <Button key={option.title} variant="secondary" onPress={() => toast.show(option)}>
          {`Mostrar: ${option.title}`}
        </Button>
      ))}
    </Inline>
  );
}

const examples: Record<(typeof toastTones)[number], ToastOptions> = {
  success: { tone: 'success', title: 'Código de boleto copiado.' },
  danger: { tone: 'danger', title: 'Email e CPF/CNPJ devem coincidir com a base de dados.' },
  info: { tone: 'info', title: 'Arquivo pdf gerado com sucesso.', description: 'O download começou.' },
};

const meta = {
  title: 'Components/Toast',
  component: ToastRegion,
  args: { children: null },
  render: () => (
    <ToastRegion>
      <Triggers options={toastTones.map((tone) => examples[tone])} />
    </ToastRegion>
  ),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** Every tone at once, top right, each with its own icon named for screen readers. */
export const AllTones: Story = {
  play: async ({ canvas, canvasElement }) => {
    for (const tone of toastTones) {
      await userEvent.click(canvas.getByRole('button', { name: `Mostrar: ${examples[tone].title}` }));
    }
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    const items = await within(region).findAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(region).getByRole('img', { name: 'Erro' })).toBeVisible();
    await expect(within(region).getByRole('img', { name: 'Sucesso' })).toBeVisible();
    await expect(within(region).getByText('O download começou.')).toBeVisible();
    const first = items[0] as HTMLElement;
    const { right, top } = first.getBoundingClientRect();
    await expect(right).toBeGreaterThan(window.innerWidth * 0.6);
    await expect(top).toBeLessThan(window.innerHeight * 0.3);
    // Announced: the error in the assertive alert region, the others in the polite status region.
    const alert = within(region).getByRole('alert');
    const status = within(region).getByRole('status');
    await expect(alert).toHaveTextContent(examples.danger.title);
    await expect(status).toHaveTextContent(examples.success.title);
    await expect(status).toHaveTextContent(examples.info.title);
  },
};

/** The countdown waits while the pointer rests on the toast, and runs on once it leaves. */
export const PausedWhileHovered: Story = {
  render: () => (
    <ToastRegion>
      <Triggers options={[{ tone: 'success', title: 'Usuário criado com sucesso.', duration: 'short' }]} />
    </ToastRegion>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar: Usuário criado com sucesso.' }));
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    const item = await within(region).findByRole('listitem');
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(item).toBeVisible();
    await userEvent.unhover(item);
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/** Raises an error toast from inside an open dialog, as the proof upload does after a refused file. */
function DialogWithToast() {
  const toast = useToast();
  return (
    <Dialog isOpen onOpenChange={() => undefined} title="Enviar comprovante de pagamento">
      <Button onPress={() => toast.danger('Formato de arquivo não suportado.')}>Enviar</Button>
    </Dialog>
  );
}

/**
 * Over a modal dialog the toast is drawn inside it (outside, the dialog makes everything inert):
 * above the dialog, announced, and its close button works.
 */
export const OverADialog: Story = {
  render: () => (
    <ToastRegion>
      <DialogWithToast />
    </ToastRegion>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', {
      name: 'Enviar comprovante de pagamento',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    await expect(region.closest('dialog')).toBe(dialog);
    await expect(region.matches(':popover-open')).toBe(true);
    await expect(within(region).getByRole('alert')).toHaveTextContent('Formato de arquivo não suportado.');
    await userEvent.click(within(region).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(within(region).queryByRole('listitem')).toBeNull());
    await expect(dialog).toBeVisible();
  },
};

/** The close button removes a toast before its time. */
export const CloseByButton: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Mostrar: ${examples.success.title}` }));
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    const text = await within(region).findByText(examples.success.title);
    await userEvent.click(within(region).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(text).not.toBeInTheDocument());
  },
};

/** The 2 s variant (sign-up success) closes by itself, well before the 5 s default would. */
export const ShortDuration: Story = {
  render: () => (
    <ToastRegion>
      <Triggers options={[{ tone: 'success', title: 'Usuário criado com sucesso.', duration: 'short' }]} />
    </ToastRegion>
  ),
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Mostrar: Usuário criado com sucesso.' });
    await userEvent.click(button);
    // Move the pointer away: the timer pauses while the pointer rests on the toasts.
    await userEvent.unhover(button);
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    const text = await within(region).findByText('Usuário criado com sucesso.');
    await waitFor(() => expect(text).not.toBeInTheDocument(), { timeout: 3500 });
  },
};

/** The default toast is still there after 2.5 s (it lasts 5 s). */
export const DefaultDuration: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Mostrar: ${examples.info.title}` }));
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    const text = await within(region).findByText(examples.info.title);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expect(text).toBeVisible();
  },
};

/** On a phone the toasts span the width, under the top edge. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Mostrar: ${examples.danger.title}` }));
    const region = page(canvasElement).getByRole('region', { name: /Notificações/ });
    const item = await within(region).findByRole('listitem');
    await expect(item.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
