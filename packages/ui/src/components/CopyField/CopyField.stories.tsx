import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CopyField } from './CopyField';

const digitableLine = '00190.00009 01234.567004 00000.001180 6 10290000150000';

const meta = {
  title: 'Components/CopyField',
  component: CopyField,
  args: {
    label: 'Linha digitável',
    value: digitableLine,
    onCopy: fn(),
    onCopyError: fn(),
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy writes the code and calls back, so the screen can say 'Código de boleto copiado.'. */
export const Copies: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(digitableLine)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Linha digitável' }));
    await expect(args.copy).toHaveBeenCalledWith(digitableLine);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(digitableLine));
    await expect(args.onCopyError).not.toHaveBeenCalled();
  },
};

/** The browser refuses the clipboard: the error callback runs, the code stays visible. */
export const CopyRefused: Story = {
  args: { copy: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Linha digitável' }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** A long PIX code clamped to three lines on a phone; the button copies all of it. */
export const LongPixCode: Story = {
  args: {
    label: 'Código PIX',
    isClamped: true,
    value:
      '00020101021226830014br.gov.bcb.pix2561pix.alicerce.com.br/qr/v2/cobv/9d36b84f-c70b-478f-b95c-12729b90ca255204000053039865406150.005802BR5919ALICERCE INCORPORAD6009SAO PAULO62070503***63041D3D',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar Código PIX' }));
    await expect(args.copy).toHaveBeenCalledWith(args.value);
  },
};
