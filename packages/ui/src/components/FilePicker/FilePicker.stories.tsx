import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FilePicker } from './FilePicker';

// user-event filters by `accept` by default; the picker's own check is what these stories test.
const user = userEvent.setup({ applyAccept: false });

const fileInput = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const meta = {
  title: 'Components/FilePicker',
  component: FilePicker,
  args: {
    label: 'Arquivo de comprovante:',
    accept: ['.pdf', 'application/pdf'],
    maxBytes: 1024 * 1024,
    description: 'Tamanho máximo: 1MB',
    file: null,
    onChange: fn(),
    onReject: fn(),
  },
  render: function Render(args) {
    const [file, setFile] = useState<File | null>(args.file);
    return (
      <FilePicker
        {...args}
        file={file}
        onChange={(next) => {
          args.onChange(next);
          setFile(next);
        }}
      />
    );
  },
} satisfies Meta<typeof FilePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A PDF is accepted: its name and size replace the button; clear returns focus to the button. */
export const ChoosesPdf: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Arquivo de comprovante: Escolher arquivo' });
    await expect(button).toHaveAccessibleDescription('Tamanho máximo: 1MB');
    const pdf = new File(['%PDF-1.7 comprovante'], 'comprovante-marco.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(canvasElement), pdf);
    await expect(args.onChange).toHaveBeenCalledWith(pdf);
    await expect(canvas.getByText('comprovante-marco.pdf')).toBeVisible();
    await expect(canvas.getByText('20 B')).toBeVisible();
    await user.click(canvas.getByRole('button', { name: 'Remover arquivo' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Escolher arquivo/ })).toHaveFocus());
  },
};

/** A PNG is refused with a Portuguese error; nothing is reported as chosen. */
export const RefusesWrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement), new File(['x'], 'foto.png', { type: 'image/png' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Formato de arquivo não suportado. Envie um arquivo PDF.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(args.onReject).toHaveBeenCalledWith('type', expect.any(File));
  },
};

/** Over the size limit: refused before any upload. */
export const RefusesTooLarge: Story = {
  args: { maxBytes: 10, description: 'Tamanho máximo: 10 B' },
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(
      fileInput(canvasElement),
      new File(['%PDF-1.7 grande demais'], 'a.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'O arquivo ultrapassa o tamanho máximo de 10 B.',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An error from the server, shown under the box. */
export const ServerError: Story = {
  args: { errorMessage: 'Formato de arquivo não suportado.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Formato de arquivo não suportado.');
  },
};
