import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

/** Opens from a button, as screens do; both answers close it. */
function WithOpener(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(args.isOpen);
  return (
    <>
      <Button variant="danger" icon="trash" onPress={() => setOpen(true)}>
        Excluir rascunho
      </Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: false,
    title: 'Excluir este rascunho?',
    description: 'O texto digitado será perdido. Essa ação não pode ser desfeita.',
    confirmLabel: 'Excluir rascunho',
    confirmIcon: 'trash',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Excluir rascunho' }));
  return screen.findByRole('alertdialog', { name: 'Excluir este rascunho?' });
};

/** Open: an alert dialog named by its question, described by the consequence, 'Cancelar' focused. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await expect(dialog).toHaveAccessibleDescription(
      'O texto digitado será perdido. Essa ação não pode ser desfeita.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Open on a phone: the action on top, 'Cancelar' under it, both full width. */
export const OpenMobile: Story = { ...Open, globals: { viewport: { value: 'mobile', isRotated: false } } };

/** Esc cancels, and focus goes back to the button that asked. */
export const EscapeCancels: Story = {
  play: async ({ args, canvas }) => {
    await open(canvas);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Excluir rascunho' })).toHaveFocus();
  },
};

/** The action button confirms once. */
export const Confirm: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await open(canvas);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir rascunho' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};
